// Package instante is the calculator's instant: the few parts of package
// time the engine uses (civil dates, fixed zone offsets, durations, order),
// with the same names and, for every input, the same results (instante_test.go
// compares them with package time on random instants and dates).
//
// Why not package time: the WebAssembly module that runs the engine in the
// browser is about 44 KB brotli smaller without it (546,329 → ≈ 502,800
// bytes, wasm/README.md). Importing time at all links its initialisers,
// internal/godebug, internal/bisect and the runtime's metrics, whatever the
// engine calls. The engine needs none of time's machinery: its instants
// carry a fixed UTC offset (the contract's RFC 3339 "±hh:mm"; Brazil's zones
// have had no daylight saving since 2019), so there is no zone database, no
// clock and no monotonic reading here.
package instante

// Duration is time.Duration: nanoseconds.
type Duration int64

const (
	Nanosecond  Duration = 1
	Microsecond          = 1000 * Nanosecond
	Millisecond          = 1000 * Microsecond
	Second               = 1000 * Millisecond
	Minute               = 60 * Second
	Hour                 = 60 * Minute
)

// Month is time.Month: January is 1.
type Month int

const (
	January Month = 1 + iota
	February
	March
	April
	May
	June
	July
	August
	September
	October
	November
	December
)

// Location is a fixed offset east of UTC, in seconds, with a name (what
// time.FixedZone makes; the engine never reads a zone database).
type Location struct {
	name string
	off  int
}

var utcLoc = Location{name: "UTC"}

// UTC is time.UTC.
var UTC *Location = &utcLoc

// FixedZone is time.FixedZone.
func FixedZone(name string, off int) *Location { return &Location{name, off} }

// Time is an instant with its offset, as time.Time with a fixed zone: s
// counts seconds since 0001-01-01 00:00:00 UTC (so that the zero Time is
// time.Time's zero, that instant in UTC), ns the nanoseconds within it.
// A nil loc is UTC. Compare with Equal, not ==: == also compares the
// Location pointers, as for time.Time.
type Time struct {
	s   int64
	ns  int32
	loc *Location
}

const unixToInternal = 62135596800

func (t Time) off() int64 {
	if t.loc == nil {
		return 0
	}
	return int64(t.loc.off)
}

// diasDeCivil is the number of days from 1970-01-01 to the proleptic
// Gregorian date y-m-d (m in 1..12; d may overflow the month), and civil its
// inverse (H. Hinnant, "chrono-compatible low-level date algorithms").
func diasDeCivil(y, m, d int64) int64 {
	if m <= 2 {
		y--
	}
	era := y
	if era < 0 {
		era -= 399
	}
	era /= 400
	yoe := y - era*400
	mp := (m + 9) % 12
	doy := (153*mp+2)/5 + d - 1
	doe := yoe*365 + yoe/4 - yoe/100 + doy
	return era*146097 + doe - 719468 // days since 1970-01-01
}

func civil(z int64) (int, Month, int) {
	z += 719468
	era := z
	if era < 0 {
		era -= 146096
	}
	era /= 146097
	doe := z - era*146097
	yoe := (doe - doe/1460 + doe/36524 - doe/146096) / 365
	y := yoe + era*400
	doy := doe - (365*yoe + yoe/4 - yoe/100)
	mp := (5*doy + 2) / 153
	d := doy - (153*mp+2)/5 + 1
	m := mp + 3
	if m > 12 {
		m -= 12
	}
	if m <= 2 {
		y++
	}
	return int(y), Month(m), int(d)
}

// floordiv is a/b rounded toward minus infinity (b > 0).
func floordiv(a, b int64) int64 {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

// Date is time.Date for a fixed zone: every argument may be out of its
// range and is carried over (31 April is 1 May, month 13 is January of the
// next year, hour -1 is 23:00 of the day before).
func Date(year int, month Month, day, hour, min, sec, nsec int, loc *Location) Time {
	m := int64(month) - 1
	y := int64(year) + floordiv(m, 12)
	m = m - floordiv(m, 12)*12 + 1
	d := diasDeCivil(y, m, 1) + int64(day) - 1
	s := d*86400 + int64(hour)*3600 + int64(min)*60 + int64(sec)
	s += floordiv(int64(nsec), 1e9)
	ns := int64(nsec) - floordiv(int64(nsec), 1e9)*1e9
	s -= int64(loc.off)
	return Time{s + unixToInternal, int32(ns), loc}
}

// abs is the local clock in seconds since 1970-01-01 00:00.
func (t Time) abs() int64 { return t.s - unixToInternal + t.off() }

// Date, Year, Month, Day and Clock read the local civil fields.
func (t Time) Date() (int, Month, int) { return civil(floordiv(t.abs(), 86400)) }
func (t Time) Year() int               { y, _, _ := t.Date(); return y }
func (t Time) Month() Month            { _, m, _ := t.Date(); return m }
func (t Time) Day() int                { _, _, d := t.Date(); return d }
func (t Time) Clock() (int, int, int) {
	r := t.abs() - floordiv(t.abs(), 86400)*86400
	return int(r / 3600), int(r / 60 % 60), int(r % 60)
}

// Zone is the zone's name and offset east of UTC in seconds.
func (t Time) Zone() (string, int) {
	if t.loc == nil {
		return "UTC", 0
	}
	return t.loc.name, t.loc.off
}

// In is the same instant with the offset of l.
func (t Time) In(l *Location) Time { t.loc = l; return t }

// Location is t's zone, UTC for the zero Time.
func (t Time) Location() *Location {
	if t.loc == nil {
		return UTC
	}
	return t.loc
}

// Unix is the instant in seconds since 1970-01-01 UTC.
func (t Time) Unix() int64 { return t.s - unixToInternal }

// Add is t+d.
func (t Time) Add(d Duration) Time {
	s := int64(d / Second)
	ns := int64(t.ns) + int64(d%Second)
	if ns >= 1e9 {
		s++
		ns -= 1e9
	} else if ns < 0 {
		s--
		ns += 1e9
	}
	t.s += s
	t.ns = int32(ns)
	return t
}

// AddDate is time.Time.AddDate: the civil fields added, then carried as
// Date carries them.
func (t Time) AddDate(y, m, d int) Time {
	a, mm, dd := t.Date()
	h, mi, s := t.Clock()
	return Date(a+y, mm+Month(m), dd+d, h, mi, s, int(t.ns), t.Location())
}

// After, Before and Equal compare instants, whatever their offsets.
func (t Time) After(u Time) bool  { return t.s > u.s || t.s == u.s && t.ns > u.ns }
func (t Time) Before(u Time) bool { return t.s < u.s || t.s == u.s && t.ns < u.ns }
func (t Time) Equal(u Time) bool  { return t.s == u.s && t.ns == u.ns }

// Sub is t-u (no saturation: the engine's instants are within years 1900–9999).
func (t Time) Sub(u Time) Duration {
	return Duration(t.s-u.s)*Second + Duration(t.ns-u.ns)
}

// Nanosecond is the fraction of the second, in nanoseconds.
func (t Time) Nanosecond() int { return int(t.ns) }

// IsZero reports whether t is the zero Time.
func (t Time) IsZero() bool { return t.s == 0 && t.ns == 0 }

// Unix is time.Unix(sec, nsec) in UTC (time.Unix gives the machine's zone).
func Unix(sec, nsec int64) Time {
	sec += floordiv(nsec, 1e9)
	return Time{sec + unixToInternal, int32(nsec - floordiv(nsec, 1e9)*1e9), UTC}
}
