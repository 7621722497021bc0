package sim

import "sync"

// Fragment layouts of mma.sync (PTX ISA, "Matrix Fragments for mma.m*n*k*"): which element of
// which matrix each lane's registers hold. A lane's fragment is a list of elements, packed low to
// high into its registers (32/bits elements per 32-bit register; one per register for 32- and
// 64-bit elements).

// mmaShape is a warp matrix operation's shape.
type mmaShape struct{ m, n, k int }

// mmaPos is an element's place: computation q (mma.m8n8k4 with .f16 runs four independent
// products in one warp; every other shape has q = 0), row and column.
type mmaPos struct{ q, r, c int }

// mmaFragPos places element e of lane's fragment of operand which ('a', 'b', 'c' for C and D) of
// mma with shape sh and element width bits; quad marks mma.m8n8k4 with .f16 A and B, the only
// form whose A and B layouts (aRow, bRow) a program chooses.
func mmaFragPos(sh mmaShape, which byte, bits int, quad, aRow, bRow bool, lane, e int) mmaPos {
	g, t := lane>>2, lane&3
	epr := 1
	if bits < 32 {
		epr = 32 / bits
	}
	if quad {
		// m8n8k4 .f16: quad pair q holds lanes 4q..4q+3 and 16+4q..16+4q+3
		q := g & 3
		hi := 0
		if lane >= 16 {
			hi = 4
		}
		switch which {
		case 'a':
			if aRow {
				return mmaPos{q, t + hi, e}
			}
			return mmaPos{q, e%4 + hi, t}
		case 'b':
			if bRow {
				return mmaPos{q, t, e + hi}
			}
			return mmaPos{q, e, t + hi}
		}
		if bits == 16 {
			return mmaPos{q, t + hi, e}
		}
		x := lane&1 + e&2
		return mmaPos{q, x + hi, e&4 + lane&2 + e&1}
	}
	if which == 'c' {
		if sh.m == 16 {
			return mmaPos{0, g + 8*(e>>1), 2*t + e&1}
		}
		return mmaPos{0, g, 2*t + e&1}
	}
	reg, j := e/epr, e%epr
	if which == 'a' {
		if sh.m == 16 {
			return mmaPos{0, g + 8*(reg&1), t*epr + j + (reg>>1)*4*epr}
		}
		return mmaPos{0, g, t*epr + j}
	}
	return mmaPos{0, t*epr + j + reg*4*epr, g}
}

// mmaFragLen is the number of elements each lane holds of operand which.
func mmaFragLen(sh mmaShape, which byte, quad bool) int {
	if quad { // four independent 8x8x4 products, each held by 8 lanes
		if which == 'c' {
			return 8
		}
		return 4
	}
	switch which {
	case 'a':
		return sh.m * sh.k / 32
	case 'b':
		return sh.k * sh.n / 32
	}
	return sh.m * sh.n / 32
}

// wmmaKey names a wmma fragment: shape, element type, operand ('a', 'b', 'c' for C and D) and
// memory layout (.row).
type wmmaKey struct {
	sh    mmaShape
	t     mElem
	which byte
	row   bool
}

// wmmaTable is the measured layout of a wmma fragment. .u8 fragments were measured only for
// m16n16k16, where they match .s8 element for element; the other shapes use the .s8 tables.
func wmmaTable(k wmmaKey) []uint16 {
	if t, ok := wmmaLayouts()[k]; ok || k.t != meU8 {
		return t
	}
	k.t = meS8
	return wmmaLayouts()[k]
}

// wmmaLayouts is the generated table, built when a wmma instruction is first lowered.
var wmmaLayouts = sync.OnceValue(wmmaLayoutTable)
