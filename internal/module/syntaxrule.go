package module

import (
	"fmt"

	"cudasim/cu"
	"cudasim/sim/ptx"
)

// syntaxRefusal is ptxas's refusal of PTX its parser cannot read and cudasim's can, as the
// H200 logged it (testdata/conformance/verdicts/h200-21.txt.gz): a register declared .bf16 or
// .bf16x2 (cvt_rn_bf16_s8_d2s2_90__typed: nvcc keeps them in .b16 and .b32 registers), and a
// tensor copy of more than 5 dimensions (cp_async_bulk_tensor_6d_*: "near 'd'" of .6d). The
// parse stops there: the log is that one fatal line, whatever else the module holds.
func syntaxRefusal(m *ptx.Module) error {
	bodies := false
	for d := 6; d <= 9; d++ {
		bodies = bodies || m.MayUse("cp", fmt.Sprintf("%dd", d))
	}
	for _, f := range m.Functions {
		line, near := 0, ""
		for _, v := range f.Locals {
			if v.Space == ptx.SpaceReg && (v.Type == "bf16" || v.Type == "bf16x2") {
				line, near = v.Line, "."+v.Type
				break
			}
		}
		if bodies {
			body, _ := f.Stmts()
			for i := range body {
				if in := body[i].Instr; in != nil && in.Opcode == "cp" && tensorDims(in) > 5 && (line == 0 || in.Line < line) {
					line, near = in.Line, "d"
					break
				}
			}
		}
		if line == 0 {
			continue
		}
		msg := fmt.Sprintf("Parsing error near '%s': syntax error", near)
		log := fmt.Sprintf("ptxas application ptx input, line %d; fatal   : %s\nptxas fatal   : Ptx assembly aborted due to errors", line, msg)
		return refusal(cu.ErrorInvalidPTX, &Refusal{Kernel: f.Name, Stage: StageAssemble, Log: log},
			"ptxas refuses the PTX for the device: function %s, PTX line %d: %s (1 errors)", f.Name, line, msg)
	}
	return nil
}

// tensorDims is the dimension modifier of an instruction (.3d: 3), or 0.
func tensorDims(in *ptx.Instr) int {
	for _, m := range in.Mods {
		if len(m) == 2 && m[1] == 'd' && m[0] >= '1' && m[0] <= '9' {
			return int(m[0] - '0')
		}
	}
	return 0
}
