// A libcuda in miniature: the shapes of recording shims that shims.Read
// must understand. Never built (testdata).
package main

//export cuA_v2
func cuA_v2() int {
	if rec.on() {
		rec.record("cuA", 0, nil, nil) // a literal
		return 0
	}
	return ret("cuA", nil)
}

//cudasim:alias cuA cuA_v2

//export cuB
func cuB() int {
	const name = "cuB" // a constant
	defer guard("cuB")
	rec.record(name, 0, nil, nil)
	return 0
}

//export cuC
func cuC() int { return streamCall("cuC", 1) } // a parameter passed on

//export cuC_ptsz
func cuC_ptsz() int { return streamCall("cuC", 2) }

func streamCall(name string, sym int) int {
	rec.recordStream(name, sym)
	return 0
}

func (r *recorder) recordStream(call string, sym int) { r.record(call, 0, nil, nil) }

//export cuD8
func cuD8() int { return set(1) }

//export cuD16
func cuD16() int { return set(2) }

func set(width int) int {
	name := [...]string{1: "cuD8", 2: "cuD16"}[width] // a table of literals
	rec.record(name, 0, nil, nil)
	return ret(name, nil)
}

//export cuE
func cuE() int { return rec.recordCtx() } // a helper that records a literal

func (r *recorder) recordCtx() int {
	r.record("cuCtxCreate", 0, nil, nil)
	return 0
}

//export cuF
func cuF() int {
	rec.comment("cuF (not traced)") // a comment is no trace line
	return ret("cuB", nil)          // copied from cuB
}

//export cudasimHook
func cudasimHook() {}

func guard(name string) { ret(name, nil) }

func (r *recorder) record(name string, res int, args, outs any) { r.w.Record(name) }
