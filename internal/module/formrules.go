package module

import (
	"cmp"
	"hash/fnv"
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
// The table holds no pointer (the form's text is hashed), which keeps the drop-in's dlopen
// free of relocating it.
// lowestRecordedSM is the oldest target the recordings judged (sm_52, under PTX 8.0).
const lowestRecordedSM = 52

type recordedForm struct {
	key  uint64 // ptx.FormOf
	text uint64 // FNV-1a of formText, which confirms a key's match
	sm   uint8  // the recorded target
	msg  uint16 // index in recordedMessages of ptxas's first message; 0: accepted
}

// init has the parsers watch for the refused forms, each bound by the targets it is refused
// under: below the highest recorded target that refused it, plus one (recordedMessage).
func init() {
	var keys []uint64
	var bounds []int
	for _, r := range recordedForms { // sorted by key
		if r.msg == 0 {
			continue
		}
		if n := len(keys); n > 0 && keys[n-1] == r.key {
			bounds[n-1] = max(bounds[n-1], int(r.sm)+1)
			continue
		}
		keys, bounds = append(keys, r.key), append(bounds, int(r.sm)+1)
	}
	ptx.WatchForms(keys, bounds)
}

// recordedMessage returns ptxas's message for in if the H200 refused its form under target:
// the verdict of the lowest recorded target at or above target's (none above: no verdict).
func recordedMessage(in *ptx.Instr, target cubin.Arch) []string {
	if target.SM < lowestRecordedSM {
		// Older targets keep older rules: the H200 JITs .version 1.4 PTX for sm_10 whose mad.f32
		// has no rounding modifier (the 13.0 matrixMulDynlinkJIT sample), refused for sm_52 up.
		return nil
	}
	key := ptx.FormOf(in)
	i, _ := slices.BinarySearchFunc(recordedForms, key, func(r recordedForm, k uint64) int { return cmp.Compare(r.key, k) })
	var text uint64
	for ; i < len(recordedForms) && recordedForms[i].key == key; i++ {
		r := &recordedForms[i]
		if text == 0 {
			h := fnv.New64a()
			h.Write([]byte(formText(in)))
			text = h.Sum64()
		}
		if int(r.sm) < target.SM || r.text != text {
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
