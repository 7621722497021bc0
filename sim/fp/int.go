package fp

// Integer division and remainder as the H200 does them, for every width
// (16, 32, 64 bits): by zero gives all ones (for div and rem, signed and
// unsigned); the signed overflow case MinInt/-1 gives MinInt for div (the
// negation wraps) and 0 for rem.

type unsigned interface{ ~uint16 | ~uint32 | ~uint64 }

type signed interface{ ~int16 | ~int32 | ~int64 }

// DivU is div.u16/u32/u64.
func DivU[T unsigned](a, b T) T {
	if b == 0 {
		return ^T(0)
	}
	return a / b
}

// RemU is rem.u16/u32/u64.
func RemU[T unsigned](a, b T) T {
	if b == 0 {
		return ^T(0)
	}
	return a % b
}

// DivS is div.s16/s32/s64.
func DivS[T signed](a, b T) T {
	switch {
	case b == 0:
		return -1
	case b == -1:
		return -a // wraps for MinInt, as the hardware does
	}
	return a / b
}

// RemS is rem.s16/s32/s64.
func RemS[T signed](a, b T) T {
	switch {
	case b == 0:
		return -1
	case b == -1:
		return 0
	}
	return a % b
}
