package generator

import (
	"bytes"
	"encoding/xml"
	"image/png"
	"io"
	"strings"
	"testing"
)

// TestIcone: the PNG is 32 × 32 and shows the drawing the SVG describes
// (the ticket's colour inside it, the ink on a line, nothing outside), and
// the SVG is well-formed with the same shapes.
func TestIcone(t *testing.T) {
	b, err := iconePNG()
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	if r := img.Bounds(); r.Dx() != iconeLado || r.Dy() != iconeLado {
		t.Fatalf("PNG de %v", r)
	}
	if len(b) > 1024 {
		t.Errorf("PNG de %d bytes; um ícone de 32 × 32 em duas cores cabe em 1 KB", len(b))
	}
	rgba := func(x, y int) [4]uint32 {
		r, g, bb, a := img.At(x, y).RGBA()
		return [4]uint32{r >> 8, g >> 8, bb >> 8, a >> 8}
	}
	fundo, tinta := iconeFundo, iconeTinta
	for _, c := range []struct {
		x, y int
		quer [4]uint32
		o    string
	}{
		{6, 9, [4]uint32{uint32(fundo.R), uint32(fundo.G), uint32(fundo.B), 255}, "no bilhete"},
		{15, 12, [4]uint32{uint32(tinta.R), uint32(tinta.G), uint32(tinta.B), 255}, "numa linha"},
		{25, 22, [4]uint32{uint32(fundo.R), uint32(fundo.G), uint32(fundo.B), 255}, "depois da linha curta"},
		{16, 2, [4]uint32{0, 0, 0, 0}, "acima do bilhete"},
		{16, 29, [4]uint32{0, 0, 0, 0}, "abaixo do bilhete"},
	} {
		if got := rgba(c.x, c.y); got != c.quer {
			t.Errorf("pixel (%d, %d) %s: %v, quer %v", c.x, c.y, c.o, got, c.quer)
		}
	}

	svg := iconeSVG()
	d := xml.NewDecoder(strings.NewReader(svg))
	formas := map[string]int{}
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("SVG mal formado: %v\n%s", err, svg)
		}
		if e, ok := tok.(xml.StartElement); ok {
			formas[e.Name.Local]++
		}
	}
	if formas["svg"] != 1 || formas["rect"] != 1 || formas["circle"] != len(iconeEntalhes) || formas["path"] != 1 {
		t.Errorf("SVG com %v:\n%s", formas, svg)
	}
	if strings.Count(svg, "M") != len(iconeLinhas) {
		t.Errorf("SVG com %d linhas, quer %d:\n%s", strings.Count(svg, "M"), len(iconeLinhas), svg)
	}
}
