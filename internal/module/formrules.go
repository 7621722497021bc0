package module

import (
	_ "embed"
	"encoding/binary"
	"hash/fnv"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"

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

// opcodeRules are one opcode's rules; formRules is sorted by opcode.
type opcodeRules struct {
	op    string
	rules []formRule
}

// rulesOf is op's rules.
func rulesOf(op string) []formRule {
	if i, ok := slices.BinarySearchFunc(formRules, op, func(r opcodeRules, op string) int { return strings.Compare(r.op, op) }); ok {
		return formRules[i].rules
	}
	return nil
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
		return in.HasMod(m)
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
	for _, op := range formRules {
		if !m.Uses(op.op) {
			continue
		}
		rules := op.rules
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
	for _, r := range rulesOf(in.Opcode) {
		if r.minSM > 0 && target.SM >= r.minSM {
			continue
		}
		if !slices.ContainsFunc(r.with, func(m string) bool { return !hasForm(in, m) }) {
			return []string{r.msg}
		}
	}
	return nil
}

// The recorded forms are the H200's verdicts on instruction forms under each recorded target
// (the modules of internal/ptxforms, testdata/conformance/verdicts/h200.txt.gz), for every
// form it refused under some target. The rules above generalise; these refuse exactly the
// forms the H200 refused, where one instruction's own combination of modifiers is illegal
// (cvt.rn.s32.f32, add.b32) and no rule may name a pair that ordinary code never uses. The
// parsers look for their keys in every body (ptx.WatchForms), so a module holding none
// parses no body here.
//
// formrecorded.bin, written by tools/verdictforms -table (format: ptxforms.RecordedTable),
// is searched in place: sorted fixed-size entries (key, FNV-1a of the form's text, target,
// message index), then the messages, read on the first refusal. Nothing is decoded at
// process start, and no Go source of the table is compiled.
//
//go:embed formrecorded.bin
var recordedTable []byte

// lowestRecordedSM is the oldest target the recordings judged (sm_52, under PTX 8.0).
const lowestRecordedSM = 52

const recordedEntrySize = 19 // ptxforms.TableEntrySize

// recordedTargetMark stands in a message for the target it names (ptxforms.TargetMark).
const recordedTargetMark = "{target}"

// recordedCount is the table's number of entries.
func recordedCount() int { return int(binary.LittleEndian.Uint32(recordedTable)) }

// recordedKey is entry i's form key.
func recordedKey(i int) uint64 {
	return binary.LittleEndian.Uint64(recordedTable[4+i*recordedEntrySize:])
}

// recordedEntry is entry i: its form's key and text hash, target and message index.
func recordedEntry(i int) (key, text uint64, sm int, msg int) {
	e := recordedTable[4+i*recordedEntrySize:][:recordedEntrySize]
	le := binary.LittleEndian
	return le.Uint64(e), le.Uint64(e[8:]), int(e[16]), int(le.Uint16(e[17:]))
}

// recordedMessages are the table's messages, by index (0: "", accepted).
var recordedMessages = sync.OnceValue(func() []string {
	rest := recordedTable[4+recordedCount()*recordedEntrySize:]
	msgs := make([]string, binary.LittleEndian.Uint16(rest))
	rest = rest[2:]
	for i := range msgs {
		n := int(binary.LittleEndian.Uint16(rest))
		msgs[i], rest = string(rest[2:2+n]), rest[2+n:]
	}
	return msgs
})

// init has the parsers watch for the refused forms, each bound by the targets it is refused
// under: below the highest recorded target that refused it, plus one (recordedMessage). The
// table lists them (its last section); the set is built on the first parse.
func init() { ptx.WatchForms(recordedWatchSource) }

func recordedWatchSource() ptx.WatchedForms {
	// skip the messages without decoding them
	rest := recordedTable[4+recordedCount()*recordedEntrySize:]
	n := int(binary.LittleEndian.Uint16(rest))
	rest = rest[2:]
	for range n {
		rest = rest[2+int(binary.LittleEndian.Uint16(rest)):]
	}
	w := int(binary.LittleEndian.Uint32(rest))
	rest = rest[4:]
	return ptx.WatchedForms{Keys: rest[:8*w], Bounds: rest[8*w : 9*w], Bits: rest[9*w:]}
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
	n := recordedCount()
	i := sort.Search(n, func(i int) bool { return recordedKey(i) >= key })
	var text uint64
	for ; i < n; i++ {
		k, t, sm, msg := recordedEntry(i)
		if k != key {
			break
		}
		if text == 0 {
			h := fnv.New64a()
			h.Write([]byte(formText(in)))
			text = h.Sum64()
		}
		if sm < target.SM || t != text {
			continue
		}
		if msg == 0 {
			return nil
		}
		return []string{strings.ReplaceAll(recordedMessages()[msg], recordedTargetMark, target.String())}
	}
	return nil
}

// formText is a recordedForm's form: opcode, modifiers and operand count ("cvt.rn.s32.f32#2").
func formText(in *ptx.Instr) string {
	return instrName(in) + "#" + strconv.Itoa(len(in.Operands))
}
