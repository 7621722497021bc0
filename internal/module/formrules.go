package module

import (
	"cmp"
	"slices"
	"strconv"
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

// formRulesMayMatch reports whether a form rule or a recorded form may refuse an instruction
// of m, from the skeleton's filter of (opcode, modifier) pairs (ptx.MayUse) and of watched
// forms (ptx.WatchForms): no body is parsed.
func formRulesMayMatch(m *ptx.Module, target cubin.Arch) bool {
	if target.SM < m.WatchedBound() {
		return true
	}
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

// formRuleMessages returns ptxas's message for in if the H200 refused its recorded form, or a
// form rule refuses it, under target.
func formRuleMessages(in *ptx.Instr, target cubin.Arch) []string {
	if msgs := recordedMessage(in, target); msgs != nil {
		return msgs
	}
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

// recordedForm is one instruction form as the H200 judged it under one target (the modules of
// internal/ptxforms, testdata/conformance/verdicts/h200.txt.gz; formrecorded_table.go, written
// by tools/verdictforms -table). The rules above generalise; these refuse exactly the forms
// the H200 refused, where one instruction's own combination of modifiers is illegal
// (cvt.rn.s32.f32, add.b32) and no rule may name a pair that ordinary code never uses. The
// parsers look for their keys in every body (ptx.WatchForms), so a module holding none
// parses no body here.
type recordedForm struct {
	key  uint64 // ptx.FormOf
	form string // formText, which confirms a key's match
	sm   int    // the recorded target
	msg  uint16 // index in recordedMessages of ptxas's first message; 0: accepted
}

// init has the parsers watch for the refused forms, each bound by the targets it is refused
// under: below the highest recorded target that refused it, plus one (recordedMessage).
func init() {
	bounds := map[uint64]int{}
	for _, r := range recordedForms {
		if r.msg != 0 {
			bounds[r.key] = max(bounds[r.key], r.sm+1)
		}
	}
	ptx.WatchForms(bounds)
}

// recordedMessage returns ptxas's message for in if the H200 refused its form under target:
// the verdict of the lowest recorded target at or above target's (none above: no verdict).
func recordedMessage(in *ptx.Instr, target cubin.Arch) []string {
	key := ptx.FormOf(in)
	i, _ := slices.BinarySearchFunc(recordedForms, key, func(r recordedForm, k uint64) int { return cmp.Compare(r.key, k) })
	var text string
	for ; i < len(recordedForms) && recordedForms[i].key == key; i++ {
		r := &recordedForms[i]
		if text == "" {
			text = formText(in)
		}
		if r.sm < target.SM || r.form != text {
			continue
		}
		if r.msg == 0 {
			return nil
		}
		return []string{recordedMessages[r.msg]}
	}
	return nil
}

// formText is a recordedForm's form: opcode, modifiers and operand count ("cvt.rn.s32.f32#2").
func formText(in *ptx.Instr) string {
	return instrName(in) + "#" + strconv.Itoa(len(in.Operands))
}
