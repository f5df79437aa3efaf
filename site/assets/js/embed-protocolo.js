// The messages between our embedded pages (/embed/…) and the loader
// (/embed.js) on an operator's page: one object per message, always with
// tipo TIPO, so that neither side mistakes another script's messages for
// ours. The loader accepts them only from our origin (the origin of its own
// address) and only from a frame it created; the widget's page accepts data
// only from its parent window.
//
//   page → loader  {tipo, evento: "altura", altura: px, titulo}   the page's height and title
//   page → loader  {tipo, evento: "pronto"}                        the widget waits for its data
//   loader → page  {tipo, evento: "dados", dados: "json"}          the trip (contract "disponibilidade")

export const TIPO = "viagemdedireito";
export const ALTURA = "altura";
export const PRONTO = "pronto";
export const DADOS = "dados";

// TEMAS are the values of data-tema, passed to the page as ?tema=; the
// first is the default (light: the embeds sit in operators' pages, most of
// them white; "auto" follows the device).
export const TEMAS = ["claro", "auto", "escuro"];

// ehNosso reports whether data is a message of ours.
export function ehNosso(data) {
	return data !== null && typeof data === "object" && data.tipo === TIPO && typeof data.evento === "string";
}
