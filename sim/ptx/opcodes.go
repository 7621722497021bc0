package ptx

// isaOpcodes is every base instruction name of PTX ISA 9.x. An opcode outside this set is a
// syntax error (the real driver's JIT rejects `frob.u32` with CUDA_ERROR_INVALID_PTX).
var isaOpcodes = [...]string{
	// integer and bit
	"add", "sub", "mul", "mad", "mul24", "mad24", "sad", "div", "rem", "abs", "neg", "min", "max",
	"popc", "clz", "bfind", "fns", "brev", "bfe", "bfi", "szext", "bmsk", "dp4a", "dp2a",
	"addc", "subc", "madc", "and", "or", "xor", "not", "cnot", "lop3", "shf", "shl", "shr",
	// float
	"testp", "copysign", "fma", "rcp", "sqrt", "rsqrt", "sin", "cos", "lg2", "ex2", "tanh",
	// comparison and selection
	"set", "setp", "selp", "slct",
	// data movement and conversion
	"mov", "shfl", "prmt", "ld", "ldu", "st", "st.async", "multimem", "prefetch", "prefetchu",
	"isspacep", "cvta", "cvt", "cvt.pack", "mapa", "getctarank", "cp", "stmatrix", "ldmatrix",
	"movmatrix", "createpolicy", "discard", "applypriority",
	// texture and surface
	"tex", "tld4", "txq", "istypep", "suld", "sust", "sured", "suq",
	// control flow
	"bra", "brx", "call", "ret", "exit",
	// parallel synchronisation and communication
	"bar", "barrier", "bar.warp", "elect", "membar", "fence", "atom", "red", "red.async", "vote",
	"match", "activemask", "redux", "griddepcontrol", "elect", "mbarrier", "tensormap",
	"wgmma", "wmma", "mma", "tcgen05", "setmaxnreg", "clusterlaunchcontrol",
	// miscellaneous
	"trap", "brkpt", "pmevent", "nanosleep", "alloca", "stacksave", "stackrestore",
	// video
	"vadd", "vsub", "vabsdiff", "vmin", "vmax", "vshl", "vshr", "vmad", "vset",
	"vadd2", "vsub2", "vavrg2", "vabsdiff2", "vmin2", "vmax2", "vset2",
	"vadd4", "vsub4", "vavrg4", "vabsdiff4", "vmin4", "vmax4", "vset4",
}

// opcodeIndex numbers isaOpcodes (Module.Uses keeps one bit per instruction).
var opcodeIndex = func() map[string]int {
	m := make(map[string]int, len(isaOpcodes))
	for i, n := range isaOpcodes {
		if _, dup := m[n]; !dup {
			m[n] = i
		}
	}
	return m
}()

func setOf(names ...string) map[string]bool {
	m := make(map[string]bool, len(names))
	for _, n := range names {
		m[n] = true
	}
	return m
}

// typeSizes gives the size in bytes of each fundamental and opaque PTX type.
var typeSizes = map[string]int{
	"b8": 1, "u8": 1, "s8": 1, "e4m3": 1, "e5m2": 1, "e2m3x2": 1, "e3m2x2": 1, "e2m1x2": 1,
	"b16": 2, "u16": 2, "s16": 2, "f16": 2, "bf16": 2, "e4m3x2": 2, "e5m2x2": 2,
	"b32": 4, "u32": 4, "s32": 4, "f32": 4, "f16x2": 4, "bf16x2": 4, "tf32": 4,
	"b64": 8, "u64": 8, "s64": 8, "f64": 8,
	"b128":   16,
	"pred":   1,
	"texref": 8, "samplerref": 8, "surfref": 8,
}

// TypeSize is the size in bytes of a PTX fundamental type name such as "u32" (0 if unknown).
func TypeSize(t string) int {
	// The twelve {b,u,s,f}{16,32,64}, most of the types a body names, without the map's lookup
	// (start-up asked the map for every modifier of every instruction, at load and at lowering).
	if len(t) == 3 && (t[0] == 'b' || t[0] == 'u' || t[0] == 's' || t[0] == 'f') {
		switch t[1:] {
		case "16":
			return 2
		case "32":
			return 4
		case "64":
			return 8
		}
	}
	return typeSizes[t]
}
