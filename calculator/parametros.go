package calculator

import "viagemdedireito/calculator/instante"

// mesIPCA returns the IPCA index of the month (ano, mes). When the table
// lacks that month it returns the nearest month it has (the latest one for a
// month after the table, the first one for a month before it) and exato false.
func mesIPCA(ano, mes int) (indiceIPCA, bool) {
	k := ano*12 + mes - 1
	primeiro := ipca[0].ano*12 + ipca[0].mes - 1
	i := k - primeiro
	switch {
	case i < 0:
		return ipca[0], false
	case i >= len(ipca):
		return ipca[len(ipca)-1], false
	}
	return ipca[i], true
}

// mesAnterior returns the year and month before the month of t.
func mesAnterior(t instante.Time) (int, int) {
	ano, mes := t.Year(), int(t.Month())-1
	if mes == 0 {
		return ano - 1, 12
	}
	return ano, mes
}

// salarioEm returns the minimum wage in force on the calendar date d
// (AAAA-MM-DD), and false when the table has no value for it.
func salarioEm(d string) (salarioMinimo, bool) {
	for i := len(salariosMinimos) - 1; i >= 0; i-- {
		s := salariosMinimos[i]
		if d >= s.inicio && (s.fim == "" || d <= s.fim) {
			return s, true
		}
	}
	return salarioMinimo{}, false
}
