//go:build amd64

package sim

// The engine's vector kernels need AVX2 (and FMA for the f64 one), which three CPUID leaves and
// XCR0 tell. cudasim asks them itself instead of importing golang.org/x/sys/cpu, whose
// initialisation asks every leaf it knows at each start of the drop-in; under a hypervisor
// each CPUID traps (about 9 us on the 2-core development VM, docs/performance.md).

//go:noescape
func cpuid(leaf, sub uint32) (eax, ebx, ecx, edx uint32)

// xcr0 is XGETBV's XCR0: which register states the OS saves.
func xcr0() uint32

// x86 is what the CPU offers the vector kernels, with x/sys/cpu's rules: AVX2 and FMA count only
// where the OS saves the YMM registers (CPUID.1:ECX.OSXSAVE and XCR0's SSE and AVX bits).
var x86 = detectX86()

type x86Features struct{ avx, avx2, fma bool }

func detectX86() (f x86Features) {
	maxLeaf, _, _, _ := cpuid(0, 0)
	if maxLeaf < 1 {
		return f
	}
	_, _, ecx1, _ := cpuid(1, 0)
	const osxsave, fma = 1 << 27, 1 << 12
	osAVX := ecx1&osxsave != 0 && xcr0()&6 == 6
	f.fma = osAVX && ecx1&fma != 0
	f.avx = ecx1&(1<<28) != 0 // CPUID.1:ECX.AVX: aligned 16-byte accesses are atomic (whole_amd64.go)
	if maxLeaf < 7 {
		return f
	}
	_, ebx7, _, _ := cpuid(7, 0)
	f.avx2 = osAVX && ebx7&(1<<5) != 0
	return f
}
