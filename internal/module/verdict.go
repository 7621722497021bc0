package module

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"cudasim/cu"
	"cudasim/cubin"
	"cudasim/sim/ptx"
)

// Stage is the call at which the real driver refuses code it cannot load, a property of what
// the code holds (measured on the H200; docs/engine.md "JIT verdicts" has the table). Each
// stage answers at a different call for each way of loading:
//
//	stage           cuModuleLoad* (lazy)    cuModuleLoad* (eager)  library (lazy)          library (eager)
//	StageAssemble   the load                the load               cuLibraryGetKernel      cuLibraryGetKernel
//	StageModule     the load                the load               cuKernelGetFunction     cuLibraryLoadData
//	StageFunction   cuModuleGetFunction     the load               cuKernelGetFunction     cuLibraryLoadData
//
// StageFunction refuses only the kernels that hold the code; the other stages the whole module.
type Stage uint8

const (
	StageNone Stage = iota
	// StageAssemble: ptxas refuses the PTX (CUDA_ERROR_INVALID_PTX with its log): JIT-compiled
	// PTX only, decided when the image's code is selected (Image.Code), as a syntax error is.
	StageAssemble
	// StageModule: the module's load refuses it, lazily too (suq queries of a surface's format).
	StageModule
	// StageFunction: the kernel's own load refuses it (txq queries of a texture's sampling state).
	StageFunction
)

func (s Stage) String() string {
	return [...]string{"none", "assemble", "module", "function"}[s]
}

// Refusal is the cause carried by the error of a load the real driver refuses because of what
// a kernel's code holds (errors.As finds it): which kernel (StageAssemble: the function of
// ptxas's first error), at which stage, and the JIT error log the driver writes
// (CU_JIT_ERROR_LOG_BUFFER; empty where it writes none).
type Refusal struct {
	Kernel string
	Stage  Stage
	Log    string
}

func (r *Refusal) Error() string {
	return fmt.Sprintf("kernel %s refused at the %s stage", r.Kernel, r.Stage)
}

// As makes a Refusal count as cu.AsMeasured: it is the real driver's own
// answer, so front ends do not warn of it as something cudasim lacks (the
// drop-in said "operation not supported" on stderr for suq queries the H200
// refuses alike: tex26's query.suq).
func (r *Refusal) As(target any) bool {
	if m, ok := target.(*cu.AsMeasured); ok {
		*m = cu.AsMeasured{}
		return true
	}
	return false
}

// RefusalOf returns the Refusal behind err, or nil.
func RefusalOf(err error) *Refusal {
	var r *Refusal
	if errors.As(err, &r) {
		return r
	}
	return nil
}

func refusal(code cu.Result, r *Refusal, format string, args ...any) error {
	return &cu.Error{Result: code, Detail: fmt.Sprintf(format, args...), Cause: r}
}

// verdicts is what the driver's loader answers for a Code: the first StageAssemble and
// StageModule refusals (the whole module's), and each kernel's StageFunction refusal.
type verdicts struct {
	assemble, module error
	function         map[string]error // by kernel name
}

// verdicts scans the code's PTX once (no compilation: loads stay cheap).
func (c *Code) verdicts() *verdicts {
	c.verdictOnce.Do(func() { c.verdict = judge(c.Program) })
	return c.verdict
}

// AssembleError is the StageAssemble refusal of the code, or nil.
func (c *Code) AssembleError() error { return c.verdicts().assemble }

// LoadError is what placing the code in a context answers (cuModuleLoad*, a library's copy):
// a StageModule refusal, and with eager loading the first kernel's StageFunction refusal.
func (c *Code) LoadError(eager bool) error {
	v := c.verdicts()
	if v.module != nil {
		return v.module
	}
	if eager {
		for _, k := range c.Program.Kernels {
			if err := v.function[k.Name]; err != nil {
				return err
			}
		}
	}
	return nil
}

// FunctionError is the StageFunction refusal of kernel name, or nil: what looking the kernel
// up answers under lazy loading (cuModuleGetFunction, cuKernelGetFunction).
func (c *Code) FunctionError(name string) error { return c.verdicts().function[name] }

// judge decides the verdicts of p's code from its PTX.
func judge(p *cubin.Program) *verdicts {
	v := &verdicts{function: map[string]error{}}
	m := p.PTXModule()
	if m == nil {
		return v
	}
	// A name nothing declares: ptxas refuses the module (Unknown symbol; cudasim's parser words
	// the log its own way), as a syntax error.
	if f, err := m.Invalid(); err != nil && p.Code.Kind == cubin.KindPTX {
		v.assemble = refusal(cu.ErrorInvalidPTX, &Refusal{Kernel: f.Name, Stage: StageAssemble, Log: "cudasim: " + err.Error()},
			"ptxas refuses the PTX: %s", cu.Detail(err))
		return v
	}
	if p.Code.Kind == cubin.KindPTX {
		if err := syntaxRefusal(m); err != nil {
			v.assemble = err
			return v
		}
	}
	if err := paramSpace(p, m); err != nil {
		v.assemble = err
		return v
	}
	// Every rule is about an instruction: a module that uses none of them needs no body parsed
	// (a loaded skeleton parses its bodies as they are lowered, sim/ptx's ParseLazy).
	// atom is judged below sm_90 only (atom128Rule), where few modules are; st in PTX 8.3 only
	// (store128SysRule: .b128 came with 8.3).
	// Form rules (formrules.go) ask the skeleton's filter of (opcode, modifier) pairs.
	decls := p.Code.Kind == cubin.KindPTX && declRefused(m, p.Code.Arch)
	if !decls && !slices.ContainsFunc(ruleOpcodes, m.Uses) && !(p.Code.Arch.SM < 90 && m.Uses("atom")) &&
		!(m.Version == (ptx.Version{Major: 8, Minor: 3}) && m.Uses("st")) && !(p.Code.Kind == cubin.KindPTX && (formRulesMayMatch(m, p.Code.Arch) || operandRulesMayMatch(m))) {
		return v
	}
	// ptxas assembles every function, called or not: its errors are the module's, listed in
	// source order as ptxas prints them. The same pass notes whether any instruction needs the
	// per-kernel scan below.
	jit := p.Code.Kind == cubin.KindPTX
	var log []string
	first, firstFunc := "", ""
	queries := false
	for _, f := range m.Functions {
		body, _ := f.Stmts() // a body cudasim cannot parse is refused at launch
		if decls {
			for _, msg := range declRule(f, p.Code.Arch, m.Version) {
				log = append(log, msg.text)
				if first == "" {
					first, firstFunc = fmt.Sprintf("function %s, PTX line %d: %s", f.Name, msg.line, msg.msg), f.Name
				}
			}
		}
		for i := range body {
			in := body[i].Instr
			if in == nil {
				continue
			}
			queries = queries || in.Opcode == "suq" || in.Opcode == "txq"
			if jit {
				for _, msg := range assembleRule(in, regTypes(f), p.Code.Arch, m.Version) {
					log = append(log, fmt.Sprintf("ptxas application ptx input, line %d; error   : %s", in.Line, msg))
					if first == "" {
						first, firstFunc = fmt.Sprintf("function %s, PTX line %d: %s", f.Name, in.Line, msg), f.Name
					}
				}
			}
		}
	}
	if log != nil {
		log = append(log, "ptxas fatal   : Ptx assembly aborted due to errors")
		v.assemble = refusal(cu.ErrorInvalidPTX, &Refusal{Kernel: firstFunc, Stage: StageAssemble, Log: strings.Join(log, "\n")},
			"ptxas refuses the PTX for the device: %s (%d errors)", first, len(log)-1)
		return v
	}
	if !queries {
		return v
	}
	for _, f := range m.Functions {
		if !f.Entry || !f.HasBody {
			continue
		}
		for _, body := range m.Reachable(f) {
			stmts, _ := body.Stmts()
			for i := range stmts {
				in := stmts[i].Instr
				if in == nil {
					continue
				}
				stage, what := loadRule(in)
				switch {
				case stage == StageModule && v.module == nil:
					v.module = refusal(cu.ErrorNotSupported, &Refusal{Kernel: f.Name, Stage: stage},
						"kernel %s uses %s at PTX line %d: the driver refuses to load a module whose code queries a surface's %s (measured on the H200)",
						f.Name, instrName(in), in.Line, what)
				case stage == StageFunction && v.function[f.Name] == nil:
					v.function[f.Name] = refusal(cu.ErrorNotFound, &Refusal{Kernel: f.Name, Stage: stage},
						"kernel %s uses %s at PTX line %d: the driver cannot load a kernel that queries a texture's %s and answers CUDA_ERROR_NOT_FOUND for it (measured on the H200)",
						f.Name, instrName(in), in.Line, what)
				}
			}
		}
	}
	return v
}

// declRefused reports whether a body declares a variable ptxas refuses (declRule).
func declRefused(m *ptx.Module, target cubin.Arch) bool {
	if !m.Version.Less(ptx.Version{Major: 8, Minor: 3}) && target.SM >= 53 {
		return false // none is (most modules: no pass over the declarations)
	}
	return slices.ContainsFunc(m.Functions, func(f *ptx.Function) bool {
		return slices.ContainsFunc(f.Locals, func(v *ptx.Variable) bool { return declErrors(v, target, m.Version) != nil })
	})
}

type declError struct {
	line      int
	msg, text string
}

// declRule returns ptxas's errors for f's declarations (declErrors), at their lines.
func declRule(f *ptx.Function, target cubin.Arch, version ptx.Version) []declError {
	var out []declError
	for _, v := range f.Locals {
		for _, msg := range declErrors(v, target, version) {
			out = append(out, declError{v.Line, msg, fmt.Sprintf("ptxas application ptx input, line %d; error   : %s", v.Line, msg)})
		}
	}
	return out
}

// declErrors are ptxas's errors for a body's declaration, as the H200's JIT logged them for the
// modules of internal/ptxforms: a .b128 variable before PTX 8.3, and below sm_70 for the target
// too (testdata/conformance/verdicts/h200.txt.gz, e.g. ld_b128_dXM_80 and _52); a .f16x2
// register below sm_53 (h200-21.txt.gz: max_f16x2_d4s4s4s4_52__typed, one per declaration).
func declErrors(v *ptx.Variable, target cubin.Arch, version ptx.Version) []string {
	switch {
	case v.Type == "b128" && version.Less(ptx.Version{Major: 8, Minor: 3}):
		msgs := []string{"Feature 'Type .b128' requires PTX ISA .version 8.3 or later"}
		if target.SM < 70 {
			msgs = append(msgs, "Feature 'Type .b128' requires .target sm_70 or higher")
		}
		return msgs
	case v.Type == "f16x2" && v.Space == ptx.SpaceReg && target.SM < 53:
		return []string{"Feature '.f16x2 packed data-type' requires .target sm_53 or higher"}
	}
	return nil
}

// paramSpace is ptxas's refusal of a kernel whose parameter block is larger than the PTX ISA
// allows: 32,764 bytes (0x7ffc) from ISA 8.1 (CUDA 12.1), 4,352 (0x1100) before, as the H200's
// JIT answered with the logs below (testdata/reference/devheap: h_param; its line is that of
// the function's closing brace, the line after its last statement here).
func paramSpace(p *cubin.Program, m *ptx.Module) error {
	if p.Code.Kind != cubin.KindPTX {
		return nil
	}
	limit, newISA := 4352, !m.Version.Less(ptx.Version{Major: 8, Minor: 1})
	if newISA {
		limit = 32764
	}
	for _, k := range p.Kernels {
		if k.ParamSize <= limit {
			continue
		}
		line := 0
		for _, f := range m.Functions {
			if f.Name == k.Name && f.HasBody {
				line = f.Line
				if body, _ := f.Stmts(); len(body) > 0 {
					line = body[len(body)-1].Line + 1
				}
			}
		}
		log := []string{fmt.Sprintf("ptxas application ptx input, line %d; error   : Entry function '%s' uses too much parameter space (0x%x bytes, 0x%x max).", line, k.Name, k.ParamSize, limit)}
		if !newISA && k.ParamSize > 4352 {
			log = append(log, fmt.Sprintf("ptxas application ptx input, line %d; error   : Feature 'Kernel parameter size larger than 4352 bytes' requires PTX ISA .version 8.1 or later", line))
		}
		log = append(log, "ptxas fatal   : Ptx assembly aborted due to errors")
		return refusal(cu.ErrorInvalidPTX, &Refusal{Kernel: k.Name, Stage: StageAssemble, Log: strings.Join(log, "\n")},
			"ptxas refuses the PTX: kernel %s has a %d-byte parameter block, more than the %d PTX ISA %d.%d allows", k.Name, k.ParamSize, limit, m.Version.Major, m.Version.Minor)
	}
	return nil
}

func instrName(in *ptx.Instr) string {
	return strings.Join(append([]string{in.Opcode}, in.Mods...), ".")
}

// ruleOpcodes are the instructions assembleRule and loadRule judge.
var ruleOpcodes = []string{"wgmma", "setmaxnreg", "tcgen05", "tensormap", "multimem", "suq", "txq"}

// assembleRule returns ptxas's messages for an instruction it refuses, or nil: those about
// its operands first, as ptxas logs them (operandrules.go), then its form's. ptxas checks the
// types, then the registers, then the rest (modifiers, rounding, features, target): wrong
// types log no Arguments mismatch (cvt_rn_relu_bf16_s8_d2s2_90: "Unexpected instruction
// types" alone), an Arguments mismatch logs no later error (cvt_rn_sat_bf16_s8_d2s2_90: no
// "Illegal modifier '.sat'"), only a type's own feature before it (cvt_rn_sat_bf16_s8_d2s2_52:
// "Feature '.bf16' requires .target sm_80 or higher" first).
func assembleRule(in *ptx.Instr, regType func(string) string, target cubin.Arch, version ptx.Version) []string {
	operands, form := operandRule(in, regType, target), instrRule(in, target, version)
	isMismatch := func(m string) bool { return strings.HasPrefix(m, "Arguments mismatch") }
	if !slices.ContainsFunc(operands, isMismatch) {
		return append(operands, form...)
	}
	if slices.ContainsFunc(form, func(m string) bool { return strings.HasPrefix(m, "Unexpected instruction types") }) {
		return append(slices.DeleteFunc(operands, isMismatch), form...)
	}
	early := slices.DeleteFunc(slices.Clone(operands), isMismatch)
	types := slices.DeleteFunc(form, func(m string) bool { return !strings.HasPrefix(m, "Feature '.") })
	return append(append(early, types...), slices.DeleteFunc(operands, func(m string) bool { return !isMismatch(m) })...)
}

// instrRule returns ptxas's messages for an instruction it refuses for the PTX's target
// (and version), or nil. Instructions of the arch-specific sm_90a feature set need .target
// sm_90a, tcgen05 an sm_100 family target (measured: testdata/reference/jitstages).
func instrRule(in *ptx.Instr, target cubin.Arch, version ptx.Version) []string {
	if isSparseMma(in) {
		return mmaSparseRule(in, target)
	}
	if msgs := formRuleMessages(in, target); msgs != nil {
		return msgs
	}
	var name string
	var feature []string
	switch in.Opcode {
	case "wgmma":
		return wgmmaRule(in, target, version)
	case "setmaxnreg":
		name = instrHead(in)
		if target == (cubin.Arch{SM: 90, Feature: 'a'}) {
			return nil
		}
	case "tensormap":
		return tensormapRule(in, target, version)
	case "multimem":
		return multimemRule(in, target, version)
	case "atom":
		return atom128Rule(in, target)
	case "st":
		return store128SysRule(in, version)
	case "tcgen05":
		name = instrHead(in)
		if version.Less(ptx.Version{Major: 8, Minor: 6}) {
			feature = append(feature, fmt.Sprintf("Feature '%s' requires PTX ISA .version 8.6 or later", name))
		}
	default:
		return nil
	}
	return append(feature, fmt.Sprintf("Instruction '%s' not supported on .target '%s'", name, target))
}

// tensormapRanges are the values ptxas accepts for tensormap.replace's enumerated fields.
var tensormapRanges = map[string]int64{"elemtype": 12, "swizzle_mode": 3, "interleave_layout": 2, "fill_mode": 1}

// tensormapDims are tensormap.replace's per-dimension fields; ptxas wants their dimension an
// immediate in 0..4.
var tensormapDims = map[string]bool{"box_dim": true, "global_dim": true, "element_stride": true, "global_stride": true}

// tensormapRule returns ptxas's messages for a tensormap.replace or tensormap.cp_fenceproxy it
// refuses, in the order its log gives them, or nil. Measured: cuModuleLoadDataEx's JIT log of
// one instruction each (testdata/conformance/tma/tma12w1/jit.txt, jit.c) and ptxas's log of
// trep3_*.ptx (tma11w1). A register where ptxas wants an enumerated field's immediate gets the
// first line of its log only (the next ones print whatever value ptxas read, run to run).
func tensormapRule(in *ptx.Instr, target cubin.Arch, version ptx.Version) []string {
	if len(in.Mods) == 0 || len(in.Operands) == 0 {
		return nil
	}
	switch in.Mods[0] {
	case "cp_fenceproxy":
		if n := in.Operands[len(in.Operands)-1]; n.Kind == ptx.OpdInt && n.Int != 128 {
			return []string{fmt.Sprintf("Argument 2 of instruction 'tensormap.cp_fenceproxy': unexpected value '%d', expected to be 128", n.Int)}
		}
		return nil
	case "replace":
	default:
		return nil
	}
	const instr = "instruction 'tensormap.replace'"
	var msgs []string
	archSpecific := target.SM >= 90 && target.Feature != 0
	if in.HasMod("swizzle_atomicity") {
		if version.Less(ptx.Version{Major: 8, Minor: 6}) {
			msgs = append(msgs, "Feature 'tensormap.replace.swizzle_atomicity' requires PTX ISA .version 8.6 or later")
		}
		return append(msgs, fmt.Sprintf("Instruction 'tensormap.replace.swizzle_atomicity' not supported on .target '%s'", target))
	}
	if !archSpecific {
		msgs = append(msgs, fmt.Sprintf("Instruction 'tensormap.replace' not supported on .target '%s'", target))
	}
	if !in.HasMod("tile") {
		return append(msgs, ".tile modifier required for "+instr)
	}
	field, ty := "", ""
	for _, m := range in.Mods {
		switch {
		case m == "shared::cluster" || m == "const" || m == "local" || m == "param":
			return append(msgs, "State space incorrect for "+instr)
		case m == "b32" || m == "b64":
			ty = m
		case tensormapDims[m] || tensormapRanges[m] != 0 || m == "global_address" || m == "rank":
			field = m
		}
	}
	wide := field == "global_address" || field == "global_stride"
	if field != "" && ty != "" && wide != (ty == "b64") {
		return append(msgs, fmt.Sprintf("Illegal modifier '.%s' for %s with type '.%s'", field, instr, ty))
	}
	val := in.Operands[len(in.Operands)-1]
	if tensormapDims[field] && len(in.Operands) == 3 {
		switch ord := in.Operands[1]; {
		case ord.Kind != ptx.OpdInt:
			return append(msgs, "Arguments mismatch for "+instr)
		case ord.Int < 0 || ord.Int > 4:
			msgs = append(msgs, fmt.Sprintf("Argument 1 of %s: value '%d' expected to be in range [0..4] when .%s modifier is used.", instr, ord.Int, field))
		}
	}
	if top, ok := tensormapRanges[field]; ok {
		if val.Kind != ptx.OpdInt {
			return append(msgs, "Integer constant expression expected")
		}
		switch {
		case field == "elemtype" && val.Int >= 13 && version.Less(ptx.Version{Major: 8, Minor: 7}):
			msgs = append(msgs, "Instruction 'tensormap.replace.elemtype with input value >= 13' requires PTX ISA .version 8.7 or later")
		case field == "swizzle_mode" && val.Int == 4 && version.Less(ptx.Version{Major: 8, Minor: 8}):
			msgs = append(msgs, "Instruction 'tensormap.replace.swizzle_mode with input value == 4' requires PTX ISA .version 8.8 or later")
		}
		if val.Int < 0 || val.Int > top {
			msgs = append(msgs, fmt.Sprintf("Argument 1 of %s: value '%d' expected to be in range [0..%d] when .%s modifier is used.", instr, val.Int, top, field))
		}
	}
	return msgs
}

// multimemRule returns ptxas's messages for a multimem instruction the PTX's target or version
// cannot have (measured: tma12w1/jit.txt), or nil.
func multimemRule(in *ptx.Instr, target cubin.Arch, version ptx.Version) []string {
	name := instrHead(in)
	var msgs []string
	if in.HasMod("acc::f32") && version.Less(ptx.Version{Major: 8, Minor: 2}) {
		msgs = append(msgs, "Modifier '.acc::f32' requires PTX ISA .version 8.2 or later")
	}
	if target.SM < 90 {
		msgs = append(msgs, fmt.Sprintf("Feature '%s' requires .target sm_90 or higher", name))
	}
	if version.Less(ptx.Version{Major: 8, Minor: 1}) {
		msgs = append(msgs, fmt.Sprintf("Feature '%s' requires PTX ISA .version 8.1 or later", name))
	}
	return msgs
}

// atom128Rule returns ptxas's message for atom.exch/.cas.b128 below sm_90, or nil (measured with
// ptxas 13.0 for sm_80 and sm_89: testdata/conformance/tma/tma13w1/ptxas-targets.txt; ld and st
// .b128 passed). ptxas names the instruction by its operation, type and state space, whatever
// its .sem and .scope; the ::cta and ::cluster forms of .shared were not measured (named .shared).
func atom128Rule(in *ptx.Instr, target cubin.Arch) []string {
	if target.SM >= 90 || !in.HasMod("b128") {
		return nil
	}
	op, space := "", " with generic state space"
	for _, m := range in.Mods {
		switch base, _, _ := strings.Cut(m, "::"); base {
		case "exch", "cas":
			op = m
		case "global", "shared":
			space = "." + base
		}
	}
	if op == "" {
		return nil
	}
	return []string{fmt.Sprintf("Instruction 'atom.%s.b128%s' requires .target sm_90 or higher", op, space)}
}

// store128SysRule returns ptxas's message for a .b128 store with .sys scope in PTX before 8.4
// (measured: st.relaxed.sys.global.b128, testdata/conformance/tma/lanes14w1/h200-ptxas.txt).
func store128SysRule(in *ptx.Instr, version ptx.Version) []string {
	if !version.Less(ptx.Version{Major: 8, Minor: 4}) || !in.HasMod("b128") || !in.HasMod("sys") {
		return nil
	}
	return []string{"Feature '.b128 with .sys' requires PTX ISA .version 8.4 or later"}
}

// instrHead is an instruction as ptxas names it: the opcode and its first modifier, without a
// "::" qualifier (tcgen05.fence::before_thread_sync is 'tcgen05.fence').
func instrHead(in *ptx.Instr) string {
	if len(in.Mods) == 0 {
		return in.Opcode
	}
	m, _, _ := strings.Cut(in.Mods[0], "::")
	return in.Opcode + "." + m
}

// wgmmaTypes are a wgmma.mma_async's type modifiers: d's, a's, b's.
func wgmmaTypes(in *ptx.Instr) []string {
	var types []string
	for _, m := range in.Mods {
		switch m {
		case "f16", "bf16", "tf32", "f32", "e4m3", "e5m2", "s32", "s8", "u8", "b1":
			types = append(types, m)
		}
	}
	return types
}

// wgmmaKind names the types of a wgmma.mma_async as ptxas's messages do.
func wgmmaKind(in *ptx.Instr) string {
	types := wgmmaTypes(in)
	if len(types) < 3 { // d, a, b
		return "floating point types"
	}
	a, b := types[1], types[2]
	switch {
	case a == "b1":
		return "boolean type"
	case a == "e4m3" || a == "e5m2":
		return "FP8 types"
	case a == "s8" || a == "u8":
		if a != b {
			return "mixed integer types"
		}
		return "integer types"
	}
	return "floating point types"
}

// loadRule classifies an instruction the driver's loader refuses (measured on the H200 with
// bindless handles: testdata/texture/probe-jit): the stage, and what it queries. Queries of a
// texture reference (a .texref variable) follow the same rule (measured: a kernel querying a
// reference's channel_data_type and normalized_coords is CUDA_ERROR_NOT_FOUND at
// cuModuleGetFunction, testdata/reference/texref).
func loadRule(in *ptx.Instr) (Stage, string) {
	if (in.Opcode != "suq" && in.Opcode != "txq") || len(in.Mods) == 0 || len(in.Operands) < 2 {
		return StageNone, ""
	}
	q := in.Mods[0]
	switch q {
	case "width", "height", "depth", "level":
		return StageNone, ""
	}
	if in.Opcode == "suq" {
		return StageModule, q
	}
	return StageFunction, q
}
