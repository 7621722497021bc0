package sim

import (
	"testing"

	"golang.org/x/sys/cpu"
)

// TestDetectX86: the engine's own CPUID reading agrees with golang.org/x/sys/cpu on AVX2 and FMA.
func TestDetectX86(t *testing.T) {
	if got := detectX86(); got.avx2 != cpu.X86.HasAVX2 || got.fma != cpu.X86.HasFMA {
		t.Errorf("detectX86 %+v; x/sys/cpu AVX2 %v, FMA %v", got, cpu.X86.HasAVX2, cpu.X86.HasFMA)
	}
}
