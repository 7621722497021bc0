package cubin

import (
	"encoding/binary"
	"testing"
)

// flags25PTX is a one-kernel PTX module for target (sm_90, sm_90a).
func flags25PTX(target, kernel string) []byte {
	return []byte(".version 8.0\n.target " + target + "\n.address_size 64\n.visible .entry " + kernel + "()\n{\n\tret;\n}\n")
}

// TestRelocatableUnits: a section holding one fatbin per translation unit as
// nvcc 13 writes them for -rdc=true -arch=sm_90a -dlto: each unit's PTX for
// compute_90 and compute_90a, and LTO-IR flagged zstd whose payload is not
// zstd (flag 0x10000). Parse keeps the LTO-IR as stored and numbers the
// units; UnitPTX takes one PTX per unit for the cubin's arch, its own
// feature first; Unoptimised reads -O0 in the PTX's JIT options.
func TestRelocatableUnits(t *testing.T) {
	unit := func(kernel, options string) []byte {
		b := BuildFatbin([]*Entry{
			{Kind: KindPTX, Arch: Arch{SM: 90}, Major: 8, Code: flags25PTX("sm_90", kernel), Options: options},
			{Kind: KindLTOIR, Arch: Arch{SM: 90}, Code: []byte("\xeb\xe3\x87\x87 not zstd")},
			{Kind: KindPTX, Arch: Arch{SM: 90, Feature: 'a'}, Major: 8, Code: flags25PTX("sm_90a", kernel), Options: options},
		})
		// flag the LTO-IR entry zstd-compressed, as nvcc 13 does
		off := fatbinHeaderSize
		off += int(binary.LittleEndian.Uint32(b[off+4:])) + int(binary.LittleEndian.Uint64(b[off+8:]))
		binary.LittleEndian.PutUint64(b[off+0x28:], FlagZstd|0x10000)
		binary.LittleEndian.PutUint32(b[off+0x10:], 8)
		return b
	}
	rel := append(unit("_Z1av", "--compile-only -O0 "), unit("_Z1bv", "--compile-only ")...)
	img, err := Parse(rel)
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	if n := len(img.Entries); n != 6 || img.Entries[3].Unit != 1 || img.Entries[2].Unit != 0 {
		t.Fatalf("got %d entries, units %v", n, func() (u []int) {
			for _, e := range img.Entries {
				u = append(u, e.Unit)
			}
			return
		}())
	}
	for _, tc := range []struct {
		target Arch
		want   string // the feature of each unit's pick
	}{{Arch{SM: 90, Feature: 'a'}, "aa"}, {Arch{SM: 90}, "\x00\x00"}, {Arch{SM: 80}, "\x00\x00"}} {
		picks := img.UnitPTX(tc.target)
		got := ""
		for _, p := range picks {
			got += string(rune(p.Arch.Feature))
		}
		if len(picks) != 2 || got != tc.want || picks[0].Module.Kernel("_Z1av") == nil || picks[1].Module.Kernel("_Z1bv") == nil {
			t.Errorf("UnitPTX(%v): %d picks, features %q, want 2 (one per unit), %q", tc.target, len(picks), got, tc.want)
		}
	}
	if !img.Entries[0].Relocatable() || !img.Entries[3].Relocatable() || (&Entry{Kind: KindPTX, Options: "-O0"}).Relocatable() || !(&Entry{Kind: KindPTX, relocatable: true}).Relocatable() {
		t.Errorf("Relocatable: --compile-only %v, %v; -O0 %v; registered relocatable %v; want true, true, false, true",
			img.Entries[0].Relocatable(), img.Entries[3].Relocatable(), (&Entry{Kind: KindPTX, Options: "-O0"}).Relocatable(), (&Entry{Kind: KindPTX, relocatable: true}).Relocatable())
	}
	if !img.Entries[0].Unoptimised() || img.Entries[3].Unoptimised() || (&Entry{Kind: KindPTX, Options: " -maxrregcount=32 "}).Unoptimised() {
		t.Errorf("Unoptimised: -O0 options %v, others %v, -maxrregcount %v; want true, false, false",
			img.Entries[0].Unoptimised(), img.Entries[3].Unoptimised(), (&Entry{Kind: KindPTX, Options: " -maxrregcount=32 "}).Unoptimised())
	}
}
