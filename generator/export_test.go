package generator

// RecursosDeTeste is recursosDeTeste for the tests outside the package.
var RecursosDeTeste = recursosDeTeste
