//go:build !amd64

package sim

import "unsafe"

// wholeAtomic16: elsewhere 16-byte whole accesses take the stripes (whole.go).
const wholeAtomic16 = false

func load16(v *[16]byte, p unsafe.Pointer) { panic("load16 without wholeAtomic16") }

func store16(p unsafe.Pointer, v *[16]byte) { panic("store16 without wholeAtomic16") }

func load16Run(packed *[512]byte, p unsafe.Pointer, stride uint64) {
	panic("load16Run without wholeAtomic16")
}

func store16Run(p unsafe.Pointer, packed *[512]byte, stride uint64) {
	panic("store16Run without wholeAtomic16")
}
