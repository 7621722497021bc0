//go:build !amd64

package sim

// haveF64Vector is false: no vector f64 kernel for this architecture.
const haveF64Vector = false

func f64LanesAVX2(kind int, rc uint32, d, a, b, c *[32]uint64) {
	panic("no f64 lane kernel on this architecture")
}
