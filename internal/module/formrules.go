package module

import (
	"slices"
	"strings"

	"cudasim/cubin"
	"cudasim/sim/ptx"
)

// formRule is one instruction form ptxas refuses, as the H200's driver answered for the
// one-instruction modules of internal/ptxforms (testdata/conformance/verdicts/h200.txt.gz):
// an instruction of one of ops holding every modifier of with (a "#N" there: N operands) and
// none of without, under a target below minSM (0: every target). msg is ptxas's message, with
// {op} standing for the opcode.
type formRule struct {
	ops     []string
	with    []string
	without []string
	minSM   int
	msg     string
}

// matches reports whether the rule refuses in under target.
func (r *formRule) matches(in *ptx.Instr, target cubin.Arch) bool {
	if r.minSM > 0 && target.SM >= r.minSM || !slices.Contains(r.ops, in.Opcode) {
		return false
	}
	for _, m := range r.with {
		if !hasForm(in, m) {
			return false
		}
	}
	for _, m := range r.without {
		if hasForm(in, m) {
			return false
		}
	}
	return true
}

// hasForm reports whether in holds modifier m, or has N operands where m is "#N".
func hasForm(in *ptx.Instr, m string) bool {
	if len(m) == 2 && m[0] == '#' {
		return len(in.Operands) == int(m[1]-'0')
	}
	return slices.Contains(in.Mods, m)
}

// mayMatch reports whether a body of m may hold an instruction the rule refuses (ptx.MayUse:
// no body is parsed).
func (r *formRule) mayMatch(m *ptx.Module) bool {
	for _, op := range r.ops {
		if !m.Uses(op) {
			continue
		}
		if !slices.ContainsFunc(r.with, func(mod string) bool { return !m.MayUse(op, mod) }) {
			return true
		}
	}
	return false
}

// formRulesMayMatch reports whether any form rule may refuse an instruction of m.
func formRulesMayMatch(m *ptx.Module) bool {
	for i := range formRules {
		if formRules[i].mayMatch(m) {
			return true
		}
	}
	return false
}

// formRuleMessages returns ptxas's message for in if a form rule refuses it.
func formRuleMessages(in *ptx.Instr, target cubin.Arch) []string {
	for i := range formRules {
		if r := &formRules[i]; r.matches(in, target) {
			return []string{strings.ReplaceAll(r.msg, "{op}", in.Opcode)}
		}
	}
	return nil
}

// formRules: every rule needs at least one modifier in with (the load-time gate tests them).
var formRules = []formRule{
	{ops: []string{"add", "sub", "mul", "fma"}, with: []string{"f32x2"}, minSM: 100, msg: "Feature '{op}.f32x2' requires .target sm_100 or higher"},
}
