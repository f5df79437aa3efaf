package calculator

const (
	maxParadas    = 1_000
	maxConcedidos = 20_000

	tipoGratuidade = "gratuidade"
	tipoDesconto   = "desconto"
)

type resultadoDisponibilidade struct {
	// [categoria][0 gratuidade, 1 desconto]
	c    [3][2]contagem
	fund refs
}

// calcularDisponibilidade counts, per category and kind, the seats occupied
// on the section (Res art149 §6): the largest number of grants covering any
// single leg of the section. A difference array over the legs makes it
// O(stops + grants).
func calcularDisponibilidade(p *PedidoDisponibilidade) resultadoDisponibilidade {
	var r resultadoDisponibilidade
	de, ate := int(p.Trecho.De), int(p.Trecho.Ate)
	pernas := len(p.Paradas) - 1 // leg i goes from stop i to stop i+1
	var dif [6][]int32
	buf := make([]int32, 6*(pernas+1))
	for k := range dif {
		dif[k] = buf[k*(pernas+1) : (k+1)*(pernas+1)]
	}
	for i := range p.Concedidos {
		c := &p.Concedidos[i]
		if int(c.Ate) <= de || int(c.De) >= ate {
			continue // does not touch the section
		}
		k := 0 // jovem, then idoso, pcd (companions count as pcd); gratuidade, then desconto
		switch c.Categoria {
		case catIdoso:
			k = 2
		case catPcd, catAcompanhante:
			k = 4
		}
		if c.Tipo == tipoDesconto {
			k++
		}
		dif[k][c.De]++
		dif[k][c.Ate]--
	}
	var max [6]int64
	for k := range dif {
		var cur int64
		for i := 0; i < ate; i++ {
			cur += int64(dif[k][i])
			if i >= de && cur > max[k] {
				max[k] = cur
			}
		}
	}
	n := valorOu(p.ServicosSimultaneos, 1)
	r.c[0][0] = novaContagem(2*n, max[0], false) // Lei art32 I; Res art149 II
	r.c[0][1] = novaContagem(2*n, max[1], false) // Lei art32 II; Res art149 V
	r.c[1][0] = novaContagem(2*n, max[2], false) // EPI art40 I; Res art149 I
	r.c[1][1] = novaContagem(0, max[3], true)    // EPI art40 II; Res art149 IV: no limit
	r.c[2][0] = novaContagem(0, max[4], true)    // Res art149 III, §3: no limit
	r.c[2][1] = contagem{}                       // no discount for pcd
	r.fund.add(resArt149, resArt149Inc1, resArt149Inc2, resArt149Inc3, resArt149Inc4, resArt149Inc5,
		resArt149Par3, resArt149Par6, resArt150Par4)
	if n > 1 {
		r.fund.add(resArt149Par7)
	}
	return r
}
