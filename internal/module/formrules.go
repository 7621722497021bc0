package module

import (
	_ "embed"
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
var recordedTable string

// lowestRecordedSM is the oldest target the recordings judged (sm_52, under PTX 8.0).
const lowestRecordedSM = 52

const recordedEntrySize = 19 // ptxforms.TableEntrySize

// recordedCount is the table's number of entries.
func recordedCount() int { return int(le32(recordedTable, 0)) }

// recordedEntry is entry i: its form's key and text hash, target and message index.
func recordedEntry(i int) (key, text uint64, sm int, msg int) {
	at := 4 + i*recordedEntrySize
	return le64(recordedTable, at), le64(recordedTable, at+8), int(recordedTable[at+16]), int(le16(recordedTable, at+17))
}

// recordedMessages are the table's messages, by index (0: "", accepted).
var recordedMessages = sync.OnceValue(func() []string {
	at := 4 + recordedCount()*recordedEntrySize
	msgs := make([]string, le16(recordedTable, at))
	at += 2
	for i := range msgs {
		n := int(le16(recordedTable, at))
		msgs[i] = recordedTable[at+2 : at+2+n]
		at += 2 + n
	}
	return msgs
})

func le16(s string, at int) uint16 { return uint16(s[at]) | uint16(s[at+1])<<8 }
func le32(s string, at int) uint32 { return uint32(le16(s, at)) | uint32(le16(s, at+2))<<16 }
func le64(s string, at int) uint64 { return uint64(le32(s, at)) | uint64(le32(s, at+4))<<32 }

// init has the parsers watch for the refused forms, each bound by the targets it is refused
// under: below the highest recorded target that refused it, plus one (recordedMessage). The
// set is built on the first parse.
func init() {
	ptx.WatchForms(func() (keys []uint64, bounds []int) {
		for i := range recordedCount() { // sorted by key
			key, _, sm, msg := recordedEntry(i)
			if msg == 0 {
				continue
			}
			if n := len(keys); n > 0 && keys[n-1] == key {
				bounds[n-1] = max(bounds[n-1], sm+1)
				continue
			}
			keys, bounds = append(keys, key), append(bounds, sm+1)
		}
		return keys, bounds
	})
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
	i := sort.Search(n, func(i int) bool { k, _, _, _ := recordedEntry(i); return k >= key })
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
		return []string{recordedMessages()[msg]}
	}
	return nil
}

// formText is a recordedForm's form: opcode, modifiers and operand count ("cvt.rn.s32.f32#2").
func formText(in *ptx.Instr) string {
	return instrName(in) + "#" + strconv.Itoa(len(in.Operands))
}
