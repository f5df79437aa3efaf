package generator

// SiteReal is siteReal for the tests of package generator_test: the real
// content/ built once per test binary with the base URL base ("" or
// https://viagemdedireito.org.br). Read it, never change it.
func SiteReal(base string) (*Resultado, error) { return siteReal(base) }
