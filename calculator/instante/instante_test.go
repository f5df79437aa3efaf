package instante

import (
	"math/rand/v2"
	"testing"
	"time"
)

// igual reports whether an instante.Time and a time.Time are the same
// instant with the same offset and the same civil fields.
func igual(a Time, b time.Time) bool {
	y, m, d := a.Date()
	wy, wm, wd := b.Date()
	h, mi, s := a.Clock()
	wh, wmi, ws := b.Clock()
	an, ao := a.Zone()
	bn, bo := b.Zone()
	return y == wy && int(m) == int(wm) && d == wd && h == wh && mi == wmi && s == ws &&
		an == bn && ao == bo && a.Unix() == b.Unix() && a.Nanosecond() == b.Nanosecond() &&
		a.Year() == b.Year() && int(a.Month()) == int(b.Month()) && a.Day() == b.Day()
}

// TestComoTime: Date, AddDate, Add, In, the civil fields and the order give
// what package time gives, on random fields far out of their ranges, years
// 1 to 9999, offsets of ±14 h with minutes and seconds.
func TestComoTime(t *testing.T) {
	r := rand.New(rand.NewPCG(18, 19))
	for i := 0; i < 300000; i++ {
		y := 1 + r.IntN(9999)
		if i%2 == 0 {
			y = 1900 + r.IntN(200)
		}
		mo, d, h, mi, s := r.IntN(40)-13, r.IntN(80)-20, r.IntN(60)-12, r.IntN(200)-70, r.IntN(200)-70
		ns := r.IntN(3e9) - 1e9
		off := r.IntN(2*14*3600+1) - 14*3600
		if i%3 == 0 {
			off = (r.IntN(29) - 14) * 3600
		}
		loc, wloc := FixedZone("", off), time.FixedZone("", off)
		if i%7 == 0 {
			loc, wloc = UTC, time.UTC
		}
		a := Date(y, Month(mo), d, h, mi, s, ns, loc)
		b := time.Date(y, time.Month(mo), d, h, mi, s, ns, wloc)
		if !igual(a, b) {
			t.Fatalf("Date(%d, %d, %d, %d, %d, %d, %d, %d) = %+v, time: %v", y, mo, d, h, mi, s, ns, off, a, b)
		}
		dy, dm, dd := r.IntN(5)-2, r.IntN(30)-15, r.IntN(800)-400
		if a2, b2 := a.AddDate(dy, dm, dd), b.AddDate(dy, dm, dd); !igual(a2, b2) {
			t.Fatalf("%v.AddDate(%d, %d, %d) = %+v, time: %v", b, dy, dm, dd, a2, b2)
		}
		dur := time.Duration(r.Int64N(2*400*24*int64(time.Hour))) - 400*24*time.Hour
		if a2, b2 := a.Add(Duration(dur)), b.Add(dur); !igual(a2, b2) {
			t.Fatalf("%v.Add(%v) = %+v, time: %v", b, dur, a2, b2)
		}
		off2 := r.IntN(2*14*3600+1) - 14*3600
		if a2, b2 := a.In(FixedZone("x", off2)), b.In(time.FixedZone("x", off2)); !igual(a2, b2) {
			t.Fatalf("%v.In(%d) = %+v, time: %v", b, off2, a2, b2)
		}
		sec, nsec := r.Int64N(1<<40)-1<<39, r.Int64N(4e9)-2e9
		if a2, b2 := Unix(sec, nsec), time.Unix(sec, nsec).UTC(); !igual(a2, b2) || a2.Location() != UTC {
			t.Fatalf("Unix(%d, %d) = %+v, time: %v", sec, nsec, a2, b2)
		}
		// order against a second instant, often equal or a nanosecond apart
		c := a.Add(Duration(r.IntN(5) - 2))
		cw := b.Add(time.Duration(c.Unix()-a.Unix())*time.Second + time.Duration(c.Nanosecond()-a.Nanosecond()))
		if a.Before(c) != b.Before(cw) || a.After(c) != b.After(cw) || a.Equal(c) != b.Equal(cw) || time.Duration(c.Sub(a)) != cw.Sub(b) {
			t.Fatalf("order of %v and %v differs from time's", b, cw)
		}
	}
}

// TestZero: the zero Time is time.Time's zero (0001-01-01 00:00 UTC).
func TestZero(t *testing.T) {
	var a Time
	if !igual(a, time.Time{}) || !a.IsZero() || a.Location() != UTC {
		t.Fatalf("zero Time: %+v", a)
	}
	if n, o := a.Zone(); n != "UTC" || o != 0 {
		t.Fatalf("zero Time's zone: %q %d", n, o)
	}
	if Date(1, January, 1, 0, 0, 0, 0, UTC) != a.In(UTC) || Date(1, January, 1, 0, 0, 0, 0, UTC).IsZero() != true {
		t.Fatal("Date(1, 1, 1) is not the zero instant")
	}
}
