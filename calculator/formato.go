package calculator

import (
	"strconv"
	"unicode"
	"viagemdedireito/calculator/instante"
)

// Human-readable formats in Brazilian Portuguese, without fmt.

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

// reais formats centavos as "R$ 1.234,56" (negative: "-R$ 1,00").
func reais(c int64) string {
	neg := c < 0
	if neg {
		c = -c
	}
	inteiro := itoa(c / 100)
	cent := c % 100
	b := make([]byte, 0, 24)
	if neg {
		b = append(b, '-')
	}
	b = append(b, "R$ "...)
	for i := 0; i < len(inteiro); i++ {
		if i > 0 && (len(inteiro)-i)%3 == 0 {
			b = append(b, '.')
		}
		b = append(b, inteiro[i])
	}
	b = append(b, ',', byte('0'+cent/10), byte('0'+cent%10))
	return string(b)
}

// dataBR formats the calendar date of t as "24/12/2026".
// instante.DataBR is t.Format("02/01/2006"), by hand for the size of the
// WebAssembly module (calculator/instante).
func dataBR(t instante.Time) string { return instante.DataBR(t) }

// dataHoraBR formats t, in its own offset, as "24/12/2026 às 05:00", with
// the seconds when they are not zero ("24/12/2026 às 17:00:01"): a sentence
// drops nothing of an instant it states, so that a trip resumed one second
// after its deadline is not written at the deadline itself (rules.md § 11).
func dataHoraBR(t instante.Time) string {
	s := instante.DataBR(t) + " às " + instante.HoraBR(t)
	if _, _, seg := t.Clock(); seg != 0 {
		s += ":" + string([]byte{byte('0' + seg/10), byte('0' + seg%10)})
	}
	return s
}

// mesBR formats a month key (year*12+month-1) as "03/2026".
func mesBR(m int) string {
	ano, mes := m/12, m%12+1
	s := strconv.Itoa(mes)
	if mes < 10 {
		s = "0" + s
	}
	return s + "/" + strconv.Itoa(ano)
}

// ordinalFeminino writes 1ª, 2ª … for list positions in messages.
func ordinalFeminino(n int) string { return strconv.Itoa(n) + "ª" }

// offsetBR writes the UTC offset of t as "UTC−03:00" (with a true minus).
func offsetBR(t instante.Time) string {
	_, seg := t.Zone()
	sinal := "+"
	if seg < 0 {
		sinal, seg = "−", -seg
	}
	h, m := seg/3600, seg%3600/60
	dois := func(n int) string {
		if n < 10 {
			return "0" + strconv.Itoa(n)
		}
		return strconv.Itoa(n)
	}
	return "UTC" + sinal + dois(h) + ":" + dois(m)
}

// mesmoOffset reports whether a and b are written in the same UTC offset.
func mesmoOffset(a, b instante.Time) bool {
	_, oa := a.Zone()
	_, ob := b.Zone()
	return oa == ob
}

// horaFrase writes an instant for a sentence (rules.md § 4): in the offset
// of the time it derives from, and, when that offset differs from the one of
// agora, with both offsets and the same instant on the clock of whoever asks:
// "24/12/2026 às 05:00, horário do ponto inicial da linha (UTC−03:00);
// 24/12/2026 às 04:00 no horário de quem pede (UTC−04:00)".
// de names whose clock t is on ("do ponto inicial da linha", "do embarque");
// "" labels t by its own offset only (rules revision 4, R8: an instant of
// the request need not be on the clock of the place it names):
// "24/12/2026 às 14:00 (UTC−03:00); 24/12/2026 às 13:00 no horário de quem
// pede (UTC−04:00)".
func horaFrase(t, agora instante.Time, de string) string {
	if mesmoOffset(t, agora) {
		return dataHoraBR(t)
	}
	_, off := agora.Zone()
	local := t.In(instante.FixedZone("", off))
	if de != "" {
		de = ", horário " + de
	}
	return dataHoraBR(t) + de + " (" + offsetBR(t) + "); " +
		dataHoraBR(local) + " no horário de quem pede (" + offsetBR(agora) + ")"
}

// indice is strings.Index by a byte loop, for the engine's few short
// searches: strings.Index and strings.Contains link the Rabin–Karp search
// and its generic dictionary into the WebAssembly module (about 5.5 KB raw,
// measured with the module's symbol sizes).
func indice(s, sub string) int {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return i
		}
	}
	return -1
}

// The engine links no package strings (measured on the WebAssembly module:
// Join, Builder and TrimSpace with their helpers, about 8 KB raw): juntar is
// strings.Join and soEspacos is strings.TrimSpace(s) == "".

func juntar(ss []string, sep string) string {
	var b []byte
	for i, s := range ss {
		if i > 0 {
			b = append(b, sep...)
		}
		b = append(b, s...)
	}
	return string(b)
}

func soEspacos(s string) bool {
	for _, r := range s {
		if !unicode.IsSpace(r) {
			return false
		}
	}
	return true
}
