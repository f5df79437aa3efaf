package instante

import (
	"math/rand/v2"
	"testing"
	"time"
)

// deTime is the Time of a time.Time with a fixed zone: the same
// instant, zone name and offset, and time.UTC becomes UTC.
func deTime(t time.Time) Time {
	loc := UTC
	if t.Location() != time.UTC {
		loc = FixedZone(t.Zone())
	}
	return Unix(t.Unix(), int64(t.Nanosecond())).In(loc)
}

// referencia is what the calculator did with package time before Instante.
func referencia(s string) (time.Time, bool) {
	t, err := time.Parse(time.RFC3339, s)
	if err != nil {
		t, err = time.Parse("2006-01-02T15:04Z07:00", s)
		if err != nil {
			return time.Time{}, false
		}
	}
	if t.Location() == time.Local {
		_, off := t.Zone()
		t = t.In(time.FixedZone("", off))
	}
	return t, true
}

func mesmoInstante(t *testing.T, s string) {
	t.Helper()
	got, ok := Parse(s)
	want, wok := referencia(s)
	if ok != wok {
		t.Fatalf("Instante(%q): ok %v, time.Parse: ok %v", s, ok, wok)
	}
	if !ok {
		return
	}
	gn, go_ := got.Zone()
	wn, wo := want.Zone()
	if !got.Equal(deTime(want)) || gn != wn || go_ != wo || (got.Location() == UTC) != (want.Location() == time.UTC) {
		t.Fatalf("Instante(%q) = %v (%q %d, UTC %v), time.Parse = %v (%q %d, UTC %v)", s, got, gn, go_, got.Location() == UTC, want, wn, wo, want.Location() == time.UTC)
	}
	if gd, ok := ParseDate(s[:min(10, len(s))]); ok {
		wd, err := time.Parse("2006-01-02", s[:10])
		if err != nil || !gd.Equal(deTime(wd)) || gd.Location() != UTC || wd.Location() != time.UTC {
			t.Fatalf("Data(%q) = %v, time.Parse = %v, %v", s[:10], gd, wd, err)
		}
	}
}

func TestInstanteComoTimeParse(t *testing.T) {
	for _, s := range []string{
		"2026-12-24T08:00:00-03:00", "2026-12-24T08:00-03:00", "2026-12-24T08:00:00Z", "2026-12-24T08:00Z",
		"2026-12-24T8:00:00-03:00", "2026-12-24T8:00-03:00", "2026-12-24T08:0-03:00", "2026-12-24T08:00:0Z",
		"2026-12-24T08:00:00.5-03:00", "2026-12-24T08:00:00,123456789123Z", "2026-12-24T08:00:00.-03:00",
		"2026-12-24T08:00.5-03:00", "2026-12-24T24:00:00Z", "2026-12-24T23:60:00Z", "2026-12-24T23:59:60Z",
		"2026-02-29T08:00:00Z", "2028-02-29T08:00:00Z", "2100-02-29T08:00:00Z", "2000-02-29T08:00:00Z",
		"2026-13-01T08:00:00Z", "2026-00-01T08:00:00Z", "2026-04-31T08:00:00Z", "2026-04-00T08:00:00Z",
		"2026-12-24T08:00:00+24:60", "2026-12-24T08:00:00+25:00", "2026-12-24T08:00:00+23:61", "2026-12-24T08:00:00+00:00",
		"2026-12-24T08:00:00-00:00", "2026-12-24T08:00:00*03:00", "2026-12-24T08:00:00-0300", "2026-12-24T08:00:00-03:00x",
		"2026-12-24T08:00:00ZZ", "2026-12-24t08:00:00Z", "2026-12-24T08:00:00z", "2026-12-24 08:00:00Z", "+026-12-24T08:00:00Z",
		"0000-01-01T00:00:00Z", "9999-12-31T23:59:59+14:00", "2026-1-24T08:00:00Z", "2026-12-4T08:00:00Z", "",
		"2026-12-24T", "2026-12-24T08", "2026-12-24T08:", "2026-12-24T08:00", "2026-12-24T08:00:00", "2026-12-24T08:00:00-03",
		"2026-12-24T-8:00:00Z", "2026-12-24T08:00:00.000000000Z", "2026-12-24T08:00:00.9999999999Z",
	} {
		mesmoInstante(t, s)
	}
}

func TestInstanteAleatorio(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	pecas := []string{"0", "1", "2", "9", "12", "24", "29", "30", "31", "59", "60", "-", ":", "T", "Z", "+", ".", ",", "03:00", "2026-", "02-", "28T", "08:", "00"}
	for range 200000 {
		var b []byte
		if r.IntN(2) == 0 {
			b = []byte("2026-12-24T08:00:00-03:00")
			for range 1 + r.IntN(3) {
				i := r.IntN(len(b))
				b[i] = "0123456789-:TZ+.,z"[r.IntN(18)]
			}
		} else {
			for range r.IntN(12) {
				b = append(b, pecas[r.IntN(len(pecas))]...)
			}
		}
		mesmoInstante(t, string(b))
	}
}

func FuzzInstante(f *testing.F) {
	for _, s := range []string{"2026-12-24T08:00:00-03:00", "2026-12-24T8:00Z", "2026-12-24T08:00:00,5+24:60", "2026-02-29"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		mesmoInstante(t, s)
		if d, ok := ParseDate(s); ok {
			if w, err := time.Parse("2006-01-02", s); err != nil || !d.Equal(deTime(w)) {
				t.Fatalf("Data(%q) = %v, time.Parse: %v %v", s, d, w, err)
			}
		} else if _, err := time.Parse("2006-01-02", s); err == nil {
			t.Fatalf("Data(%q) recusa o que time.Parse aceita", s)
		}
	})
}

// mesmoTexto compares every writer with Time.Format.
func mesmoTexto(t *testing.T, x time.Time) {
	t.Helper()
	y := deTime(x)
	for _, c := range []struct{ got, want, nome string }{
		{string(AppendRFC3339([]byte("x"), y)), string(x.AppendFormat([]byte("x"), time.RFC3339)), "RFC3339"},
		{string(AppendData(nil, y)), x.Format("2006-01-02"), "2006-01-02"},
		{DataBR(y), x.Format("02/01/2006"), "02/01/2006"},
		{HoraBR(y), x.Format("15:04"), "15:04"},
	} {
		if c.got != c.want {
			t.Fatalf("%v em %q: %q, Format dá %q", x, c.nome, c.got, c.want)
		}
	}
}

func TestTextoComoTimeFormat(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	zonas := []*time.Location{time.UTC, time.FixedZone("", 0), time.FixedZone("", -3*3600), time.FixedZone("", 5*3600+45*60),
		time.FixedZone("", -90000), time.FixedZone("", 90000), time.FixedZone("", -59), time.FixedZone("", 61)}
	for _, x := range []time.Time{
		time.Date(2026, 12, 24, 5, 0, 0, 0, zonas[2]), time.Date(1, 1, 1, 0, 0, 0, 0, time.UTC), time.Date(-5, 3, 1, 0, 0, 0, 0, time.UTC),
		time.Date(12345, 3, 1, 23, 59, 59, 999999999, zonas[3]), time.Date(999, 3, 1, 7, 5, 9, 0, zonas[4]), {},
	} {
		mesmoTexto(t, x)
	}
	for range 100000 {
		x := time.Unix(r.Int64N(1<<40)-1<<39, r.Int64N(1e9)).In(zonas[r.IntN(len(zonas))])
		mesmoTexto(t, x)
	}
}

func FuzzTexto(f *testing.F) {
	f.Add(int64(0), int64(0), int32(0))
	f.Add(int64(1798088400), int64(5), int32(-10800))
	f.Fuzz(func(t *testing.T, seg, nano int64, off int32) {
		mesmoTexto(t, time.Unix(seg, nano).In(time.FixedZone("", int(off))))
	})
}
