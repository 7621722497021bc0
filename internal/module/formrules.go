package module

import (
	"slices"
	"strings"

	"cudasim/cubin"
	"cudasim/sim/ptx"
)

// formRule is one instruction form ptxas refuses, as the H200's driver answered for the
// one-instruction modules of internal/ptxforms (testdata/conformance/verdicts: h200.txt.gz,
// turned into formrules_table.go by derive-rules.py): an instruction holding every modifier of with
// (a "#N" there: N operands), under a target below minSM (0: every target). msg is ptxas's
// first message for it. An opcode's rules are a decision list: the first that matches gives
// the message (a later, more general rule covers what earlier ones leave).
type formRule struct {
	with  []string
	keys  []uint32 // ptx.FormKey of (opcode, each of with), for the load-time filter
	minSM int
	msg   string
}

// hasForm reports whether in holds modifier m, or has N operands where m is "#N". A type is
// positional: "=T" is a type before the instruction's last one (cvt.s32.f32's destination
// s32), a plain type the last one.
func hasForm(in *ptx.Instr, m string) bool {
	if len(m) == 2 && m[0] == '#' {
		return len(in.Operands) == int(m[1]-'0')
	}
	dest := strings.HasPrefix(m, "=")
	m = strings.TrimPrefix(m, "=")
	if !isFormType(m) {
		return slices.Contains(in.Mods, m)
	}
	last := -1
	for i, mod := range in.Mods {
		if isFormType(mod) {
			last = i
		}
	}
	if !dest {
		return last >= 0 && in.Mods[last] == m
	}
	i := slices.Index(in.Mods, m)
	return i >= 0 && i < last
}

// isFormType reports whether a modifier is a type (as derive-rules.py's TYPES).
func isFormType(m string) bool {
	switch m {
	case "f32x2", "s16x2", "u16x2", "ue8m0x2", "pred", "texref", "samplerref", "surfref":
		return true
	}
	return ptx.TypeSize(m) > 0
}

// formRulesMayMatch reports whether a form rule may refuse an instruction of m, from the
// skeleton's filter of (opcode, modifier) pairs (ptx.MayUse): no body is parsed.
func formRulesMayMatch(m *ptx.Module) bool {
	for op, rules := range formRules {
		if !m.Uses(op) {
			continue
		}
		for i := range rules {
			if !slices.ContainsFunc(rules[i].keys, func(k uint32) bool { return !m.MayUseKey(k) }) {
				return true
			}
		}
	}
	return false
}

// formRuleMessages returns ptxas's message for in if a form rule refuses it under target.
func formRuleMessages(in *ptx.Instr, target cubin.Arch) []string {
	for _, r := range formRules[in.Opcode] {
		if r.minSM > 0 && target.SM >= r.minSM {
			continue
		}
		if !slices.ContainsFunc(r.with, func(m string) bool { return !hasForm(in, m) }) {
			return []string{r.msg}
		}
	}
	return nil
}
