//go:build race

package fp

const raceBuild = true
