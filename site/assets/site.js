// Viagem de Direito — scripts (entry point bundled by site.Build).
// Progressive enhancement only: every page works without this file.
export {};
