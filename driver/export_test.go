package driver

// Test-only exports for the tests of package driver_test, which run
// conformance cases through conform/drivertarget (a package that imports this one).

// UpdateTexCases is the -update-texture-cases flag.
var UpdateTexCases = updateTexCases

// WriteTexCases rewrites testdata/conformance/texture from the H200 recording.
var WriteTexCases = writeTexCases
