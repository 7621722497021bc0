package fp

// Integer division and remainder as the H200 does them: by zero gives all
// ones (for div and rem, signed and unsigned); the signed overflow case
// MinInt/-1 gives MinInt for div and 0 for rem.

// DivU32 is div.u32.
func DivU32(a, b uint32) uint32 {
	if b == 0 {
		return ^uint32(0)
	}
	return a / b
}

// RemU32 is rem.u32.
func RemU32(a, b uint32) uint32 {
	if b == 0 {
		return ^uint32(0)
	}
	return a % b
}

// DivS32 is div.s32.
func DivS32(a, b int32) int32 {
	switch {
	case b == 0:
		return -1
	case b == -1:
		return -a // wraps for MinInt32, as the hardware does
	}
	return a / b
}

// RemS32 is rem.s32.
func RemS32(a, b int32) int32 {
	switch {
	case b == 0:
		return -1
	case b == -1:
		return 0
	}
	return a % b
}

// DivU64 is div.u64.
func DivU64(a, b uint64) uint64 {
	if b == 0 {
		return ^uint64(0)
	}
	return a / b
}

// RemU64 is rem.u64.
func RemU64(a, b uint64) uint64 {
	if b == 0 {
		return ^uint64(0)
	}
	return a % b
}

// DivS64 is div.s64.
func DivS64(a, b int64) int64 {
	switch {
	case b == 0:
		return -1
	case b == -1:
		return -a
	}
	return a / b
}

// RemS64 is rem.s64.
func RemS64(a, b int64) int64 {
	switch {
	case b == 0:
		return -1
	case b == -1:
		return 0
	}
	return a % b
}

// DivU16 is div.u16 (16-bit forms: the same rules).
func DivU16(a, b uint16) uint16 {
	if b == 0 {
		return ^uint16(0)
	}
	return a / b
}

// RemU16 is rem.u16.
func RemU16(a, b uint16) uint16 {
	if b == 0 {
		return ^uint16(0)
	}
	return a % b
}

// DivS16 is div.s16.
func DivS16(a, b int16) int16 {
	switch {
	case b == 0:
		return -1
	case b == -1:
		return -a
	}
	return a / b
}

// RemS16 is rem.s16.
func RemS16(a, b int16) int16 {
	switch {
	case b == 0:
		return -1
	case b == -1:
		return 0
	}
	return a % b
}
