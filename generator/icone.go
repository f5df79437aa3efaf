package generator

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"strings"
)

// The site icon, a ticket, described once and drawn twice: favicon.png
// (32 × 32), the one the pages link, and favicon.svg, the same drawing at
// any size. Browsers fetch and decode a page's icon on the page's main
// thread once it has loaded; an SVG icon is a whole SVG document built
// there (10–25 ms of CPU in Chromium's traces of this site on the test
// machine, a long task on a phone four times slower), a PNG of 32 × 32
// well under a millisecond.
// The icon's files in public/; the pages link the PNG.
const (
	arquivoIconePNG = "favicon.png"
	arquivoIconeSVG = "favicon.svg"
)

const iconeLado = 32

// The ticket's colour and the ink's.
var (
	iconeFundo = color.NRGBA{R: 0x0b, G: 0x53, B: 0x94, A: 0xff}
	iconeTinta = color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0xff}
)

// The ticket (a rounded rectangle), the two notches on its short sides
// (circles in the ink, as in the SVG) and the three lines of text (strokes
// of width 2 with round caps), in the 32 × 32 grid.
var (
	iconeBilhete  = struct{ X, Y, L, A, R float64 }{2, 7, 28, 18, 3}
	iconeEntalhes = [][3]float64{{2, 16, 3}, {30, 16, 3}}                              // cx, cy, r
	iconeLinhas   = [][4]float64{{11, 12, 21, 12}, {11, 16, 21, 16}, {11, 20, 17, 20}} // x1, y1, x2, y2
)

const iconeTraco = 2

// iconeSVG draws the icon as SVG.
func iconeSVG() string {
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d">`, iconeLado, iconeLado)
	r := iconeBilhete
	fmt.Fprintf(&b, `<rect x="%g" y="%g" width="%g" height="%g" rx="%g" fill="%s"/>`, r.X, r.Y, r.L, r.A, r.R, hexCor(iconeFundo))
	for _, c := range iconeEntalhes {
		fmt.Fprintf(&b, `<circle cx="%g" cy="%g" r="%g" fill="%s"/>`, c[0], c[1], c[2], hexCor(iconeTinta))
	}
	b.WriteString(`<path d="`)
	for _, l := range iconeLinhas {
		fmt.Fprintf(&b, "M%g %gL%g %g", l[0], l[1], l[2], l[3])
	}
	fmt.Fprintf(&b, `" stroke="%s" stroke-width="%d" stroke-linecap="round"/></svg>`+"\n", hexCor(iconeTinta), iconeTraco)
	return b.String()
}

// iconePNG draws the icon as a 32 × 32 PNG, each pixel the average of 4 × 4
// samples (anti-aliased edges).
func iconePNG() ([]byte, error) {
	const amostras = 4
	fundo, tinta := iconeFundo, iconeTinta
	r := iconeBilhete
	noBilhete := func(x, y float64) bool {
		if x < r.X || x > r.X+r.L || y < r.Y || y > r.Y+r.A {
			return false
		}
		cx := math.Max(r.X+r.R, math.Min(r.X+r.L-r.R, x))
		cy := math.Max(r.Y+r.R, math.Min(r.Y+r.A-r.R, y))
		return math.Hypot(x-cx, y-cy) <= r.R
	}
	naTinta := func(x, y float64) bool {
		for _, c := range iconeEntalhes {
			if math.Hypot(x-c[0], y-c[1]) <= c[2] {
				return true
			}
		}
		for _, l := range iconeLinhas {
			if distanciaAoSegmento(x, y, l[0], l[1], l[2], l[3]) <= iconeTraco/2.0 {
				return true
			}
		}
		return false
	}
	img := image.NewNRGBA(image.Rect(0, 0, iconeLado, iconeLado))
	for py := 0; py < iconeLado; py++ {
		for px := 0; px < iconeLado; px++ {
			var soma [3]float64
			n := 0.0
			for sy := 0; sy < amostras; sy++ {
				for sx := 0; sx < amostras; sx++ {
					x := float64(px) + (float64(sx)+0.5)/amostras
					y := float64(py) + (float64(sy)+0.5)/amostras
					var c color.NRGBA
					switch {
					case naTinta(x, y):
						c = tinta
					case noBilhete(x, y):
						c = fundo
					default:
						continue
					}
					soma[0] += float64(c.R)
					soma[1] += float64(c.G)
					soma[2] += float64(c.B)
					n++
				}
			}
			if n > 0 {
				img.SetNRGBA(px, py, color.NRGBA{
					R: uint8(math.Round(soma[0] / n)), G: uint8(math.Round(soma[1] / n)), B: uint8(math.Round(soma[2] / n)),
					A: uint8(math.Round(255 * n / (amostras * amostras))),
				})
			}
		}
	}
	var b bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(&b, img); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

func distanciaAoSegmento(x, y, ax, ay, bx, by float64) float64 {
	dx, dy := bx-ax, by-ay
	t := ((x-ax)*dx + (y-ay)*dy) / (dx*dx + dy*dy)
	t = math.Max(0, math.Min(1, t))
	return math.Hypot(x-(ax+t*dx), y-(ay+t*dy))
}

// hexCor writes c as "#rrggbb".
func hexCor(c color.NRGBA) string {
	return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B)
}
