// Package cubin decodes the device code a CUDA driver is handed: ELF cubins
// (CUDA 11.x ABI v7 and CUDA 13.x ABI v8), fatbins (plain, LZ4 or Zstandard
// entries, several back to back), the host-side fatbin wrapper, and PTX
// text. It describes what each holds (kernels with their parameter layout
// and attributes, variables with kind, size and initial bytes) and picks
// the code a device of a given compute capability would run, the way the
// real driver does.
//
// cudasim executes PTX. A Program therefore carries both the entry the real
// driver would load (whose attributes it reports) and, when the container
// has one, the PTX text to execute.
//
// Every error carries the CUresult the driver returns for the same input
// (see cu.Code): CUDA_ERROR_INVALID_IMAGE for broken containers,
// CUDA_ERROR_INVALID_PTX and CUDA_ERROR_UNSUPPORTED_PTX_VERSION for PTX,
// CUDA_ERROR_NO_BINARY_FOR_GPU when nothing fits the device, and
// CUDA_ERROR_FILE_NOT_FOUND from LoadFile. Encodings no sample shows (and
// which cubin therefore does not guess at) give CUDA_ERROR_NOT_SUPPORTED.
package cubin

import (
	"fmt"
	"sync"

	"cudasim/sim/ptx"
)

// Format is the kind of buffer a driver load call was given.
type Format int

// Formats, as Detect tells them apart.
const (
	FormatUnknown Format = iota // not device code
	FormatELF                   // a cubin: ELF with EM_CUDA
	FormatFatbin                // a fatbin: header magic 0xBA55ED50
	FormatWrapper               // a host __fatBinC_Wrapper_t (magic 0x466243B1) pointing at a fatbin
	FormatPTX                   // PTX text
	FormatHost                  // a host object or executable with embedded fatbins (ParseHost only)
)

func (f Format) String() string {
	switch f {
	case FormatELF:
		return "cubin"
	case FormatFatbin:
		return "fatbin"
	case FormatWrapper:
		return "fatbin wrapper"
	case FormatPTX:
		return "PTX"
	case FormatHost:
		return "host binary"
	}
	return "unknown"
}

// EntryKind is the kind of code in an Entry.
type EntryKind int

// Entry kinds; the values are those of the fatbin entry header.
const (
	KindPTX   EntryKind = 1 // PTX text, JIT-compiled by the driver
	KindELF   EntryKind = 2 // a cubin holding SASS
	KindLTOIR EntryKind = 8 // NVVM IR for link-time optimisation; never loadable as is
)

func (k EntryKind) String() string {
	switch k {
	case KindPTX:
		return "PTX"
	case KindELF:
		return "ELF"
	case KindLTOIR:
		return "LTO-IR"
	}
	return fmt.Sprintf("kind-%d", int(k))
}

// Compression is how a fatbin entry's payload was stored.
type Compression int

// Compression schemes seen in fatbins.
const (
	CompressNone Compression = iota
	CompressLZ4              // flag 0x2000: a raw LZ4 block
	CompressZstd             // flag 0x8000: a Zstandard frame
)

func (c Compression) String() string {
	switch c {
	case CompressLZ4:
		return "lz4"
	case CompressZstd:
		return "zstd"
	}
	return "none"
}

// Arch names a GPU architecture: SM 90 is compute capability 9.0, SM 103 is
// 10.3. Feature is 0, 'a' (arch-specific, sm_90a: exactly that compute
// capability) or 'f' (family-specific, sm_100f).
type Arch struct {
	SM      int
	Feature byte
}

// Major is the compute capability major version.
func (a Arch) Major() int { return a.SM / 10 }

// Minor is the compute capability minor version.
func (a Arch) Minor() int { return a.SM % 10 }

// String is the arch as nvcc spells a real architecture, e.g. "sm_90a".
func (a Arch) String() string { return a.name("sm_") }

// Virtual is the arch as nvcc spells a virtual architecture, e.g. "compute_90".
func (a Arch) Virtual() string { return a.name("compute_") }

func (a Arch) name(prefix string) string {
	s := fmt.Sprintf("%s%d", prefix, a.SM)
	if a.Feature != 0 {
		s += string(rune(a.Feature))
	}
	return s
}

// Entry is one piece of device code: a fatbin entry, or the whole buffer
// when the driver was handed a cubin or PTX directly.
type Entry struct {
	Kind        EntryKind
	Arch        Arch   // SASS arch for ELF; the PTX .target for PTX
	Major       int    // code version: the ELF ABI generation (1.7, 1.8) or the PTX ISA (9.0)
	Minor       int    //
	Flags       uint64 // fatbin entry flags (0 for a bare cubin or PTX)
	Compression Compression
	Offset      int64  // of the entry header (or of the code, for a bare cubin/PTX) in the buffer
	StoredSize  int64  // bytes the payload takes in the buffer
	Ident       string // fatbin --ident (usually the source file name)
	Options     string // compile options for the JIT (PTX entries; "--compile-only " for rdc)
	Unit        int    // which fatbin of a concatenation holds it (a section has one per translation unit), from 0
	Code        []byte // the payload, decompressed; PTX without its trailing NULs

	// Module describes the code: kernels and variables. Nil for kinds
	// cubin cannot describe (LTO-IR and unknown kinds) and when Err is set.
	Module *Module

	err error       // why the code could not be described; reported if selected
	ptx *ptx.Module // the parsed PTX (KindPTX), shared with the engine

	// relocatable marks a PTX equivalent linked from a program's relocatable
	// device code (RegisterRelocatablePTX): the driver JIT-links that PTX for
	// a device its SASS does not run on.
	relocatable bool
}

// Err reports why the entry's code could not be described (a corrupt
// cubin, PTX the parser rejects), or nil. Select returns it when the
// entry is the one a device would load.
func (e *Entry) Err() error { return e.err }

// Fatbin entry flag bits.
const (
	Flag64Bit          = 0x1
	FlagDebug          = 0x2
	FlagLZ4            = 0x2000
	FlagZstd           = 0x8000
	FlagArchSpecific   = 0x100000
	FlagFamilySpecific = 0x200000
)

// Module is what one piece of code declares.
type Module struct {
	Kind EntryKind
	Arch Arch // SASS arch (ELF) or .target (PTX)

	// VirtualSM is the compute_XX the code came from: for ELF the
	// virtual SM recorded by ptxas, for PTX the .target SM.
	VirtualSM int

	PTXMajor, PTXMinor int // PTX: the .version directive; 0 for ELF
	AddressSize        int // 64 (or 32 for old PTX without .address_size)
	Toolkit            int // ELF: CUDA version x10 that built it (118, 130); 0 when unknown

	Kernels   []Kernel   // in symbol-table (ELF) or source (PTX) order
	Variables []Variable // module-scope __device__, __constant__ and __managed__ variables
}

// Kernel describes one __global__ function.
type Kernel struct {
	Name      string
	Params    []Param // by ordinal
	ParamSize int     // bytes of the parameter block

	// Resource use. From SASS these are what ptxas allocated; from PTX
	// what the source declares, and the registers are an estimate of what
	// ptxas would allocate (EstimateRegisters). Read registers with Regs.
	NumRegs int // SASS: ptxas's allocation; PTX: 0 (Regs estimates)
	// estimate makes a PTX kernel's estimate when Regs is first called:
	// estimating every kernel at load was a tenth of loading a module
	// (RegsEstimated: nil for SASS).
	estimate *regEstimate
	// SharedSize is the static __shared__ bytes: the .nv.shared section's
	// size in a cubin; in PTX the kernel's own .shared declarations (read
	// the whole with OwnShared).
	SharedSize int
	// shared, for a PTX kernel of a module with module-scope .shared
	// variables, adds those it uses to SharedSize when OwnShared is first
	// called (shared.go).
	shared *sharedScan
	// ReservedShared is the part of SharedSize that is the block's
	// reserved shared memory: ptxas lays it out first in an sm_90 kernel's
	// .nv.shared section (1 KiB), where the driver's SHARED_SIZE_BYTES
	// leaves it out (OwnShared).
	ReservedShared int
	LocalSize      int // per-thread local memory (stack frame) bytes
	ConstSize      int // user __constant__ bytes the module holds

	MaxNTID [3]int // .maxntid / __launch_bounds__; zeros when absent
	ReqNTID [3]int // .reqntid; zeros when absent
	MaxRegs int    // .maxnreg / -maxrregcount for this kernel; 0 when absent

	// ClusterDim is the thread block cluster shape fixed at compile time
	// (__cluster_dims__: .reqnctapercluster, EIATTR_CTA_PER_CLUSTER); zeros
	// when absent. ExplicitCluster is .explicitcluster (EIATTR_EXPLICIT_CLUSTER):
	// the kernel must be launched in clusters.
	ClusterDim      [3]int
	ExplicitCluster bool

	// PTXVersion and BinaryVersion are CU_FUNC_ATTRIBUTE_PTX_VERSION and
	// _BINARY_VERSION (major*10+minor), set by Program selection.
	PTXVersion    int
	BinaryVersion int

	// Executable says whether cudasim can run the kernel: it needs PTX.
	// Set by Program selection; see Program.CheckExecutable.
	Executable bool
}

// Param is one kernel parameter.
type Param struct {
	Offset int // from the start of the parameter block
	Size   int
	Align  int // alignment in the parameter block (PTX); 0 when unknown (SASS)
}

// VarKind says what a module-scope variable is.
type VarKind int

// Variable kinds.
const (
	VarDevice   VarKind = iota // __device__ (.global)
	VarConstant                // __constant__ (.const)
	VarManaged                 // __managed__ (.global .attribute(.managed))
)

func (k VarKind) String() string {
	switch k {
	case VarConstant:
		return "constant"
	case VarManaged:
		return "managed"
	}
	return "device"
}

// Variable is a module-scope variable the loader must allocate.
type Variable struct {
	Name  string
	Kind  VarKind
	Size  int
	Align int    // alignment the loader must give it (a cubin: what its section offset and alignment guarantee)
	Bank  int    // constant bank for VarConstant in a cubin (3 on sm_80/sm_90); 0 otherwise
	Init  []byte // initial bytes, len == Size; nil means zero-filled
	Refs  []Ref  // addresses the loader must write into Init (pointer initializers)
}

// Ref asks the loader to store the address of another module symbol,
// plus Addend, in Size bytes (8, or 4 for a 32-bit element) at Offset of a
// variable's initial bytes.
type Ref struct {
	Offset  int
	Size    int
	Symbol  string
	Addend  int64
	Generic bool // generic(sym): the generic address rather than the .global one
}

// Kernel returns the kernel called name, or nil.
func (m *Module) Kernel(name string) *Kernel {
	for i := range m.Kernels {
		if m.Kernels[i].Name == name {
			return &m.Kernels[i]
		}
	}
	return nil
}

// Variable returns the variable called name, or nil.
func (m *Module) Variable(name string) *Variable {
	for i := range m.Variables {
		if m.Variables[i].Name == name {
			return &m.Variables[i]
		}
	}
	return nil
}

// Regs is the kernel's registers per thread: ptxas's allocation (SASS) or
// OwnShared is the kernel's own static shared memory: SharedSize without
// the reserved part an sm_90 cubin counts in it, with the module-scope
// .shared variables a PTX kernel uses (CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES).
func (k *Kernel) OwnShared() int {
	if k.shared != nil {
		return k.shared.get()
	}
	return k.SharedSize - k.ReservedShared
}

// the estimate of it (PTX, made on first call; RegsEstimated).
func (k *Kernel) Regs() int {
	if k.estimate != nil {
		return k.estimate.get()
	}
	return k.NumRegs
}

// RegsEstimated reports whether Regs is EstimateRegisters' estimate (PTX)
// rather than ptxas's allocation: false for SASS, and for PTX whose
// estimate a register limit lowered (ptxas then allocates the limit).
func (k *Kernel) RegsEstimated() bool { return k.estimate != nil && !k.estimate.capped() }

// regEstimate is EstimateRegisters of one kernel, made once, when first
// asked for. Kernels copied from one another share it.
type regEstimate struct {
	once    sync.Once
	m       *ptx.Module
	f       *ptx.Function
	maxRegs int // CU_JIT_MAX_REGISTERS of the load (JIT); 0 when not given
	// relocatable: the driver compiles the PTX relocatable (a link's image, an -rdc
	// program's), which allocates otherwise (EstimateRelocatableRegisters).
	relocatable bool
	n           int
	limited     bool // a register limit lowered the estimate
}

func (e *regEstimate) get() int {
	e.once.Do(func() { e.n, e.limited = estimateRegisters(e.m, e.f, e.maxRegs, e.relocatable) })
	return e.n
}

// capped reports whether a register limit lowered the estimate. Without a limit below regMax
// none can, and the estimate is not made for the answer: a launch asks (module.MaxThreads) and
// need not pay for the estimate of a kernel no limit bounds.
func (e *regEstimate) capped() bool {
	if e.f == nil || regLimit(e.f, e.maxRegs) >= regMax {
		return false
	}
	e.get()
	return e.limited
}
