//go:build amd64

package fp

import "sync/atomic"

// rcpLanesAVX2 is the second pass of rcp's (div false) and div's (div true) warp functions for
// every lane whose code (rcpCodesAVX2) rcpFast answers, four lanes at a time (lanes_amd64.s):
// d[l] is rcpFast's result, times a[l]'s f32 for div (a NaN canonical); the bits of the other
// lanes are returned and their d left as it was.
//
//go:noescape
func rcpLanesAVX2(d, a, b *[32]uint64, code *[32]uint32, div bool) (rest uint32)

// rcpCodesAVX2 is rcpCodes for rcpLanesAVX2, eight lanes at a time (lanes_amd64.s): the code
// of each lane's entry in codes (a code table's, 2^21 bytes), gathered, and 3 for the lanes left
// to the one-lane function.
//
//go:noescape
func rcpCodesAVX2(code *[32]uint32, x *[32]uint64, codes *byte)

// ex2LanesAVX2 is the second pass of ex2's warp function (Ex2Approx32Lanes) four lanes at a time
// (lanes_amd64.s), from ex2KeysAVX2's keys and 2-bit codes: d[l] for the lanes it answers;
// the bits of the others are returned and their d left as it was.
//
//go:noescape
func ex2LanesAVX2(d *[32]uint64, key *[32]uint32, code *[32]uint32, ref *ex2RefParts) (rest uint32)

// ex2KeysAVX2 is the first pass of ex2's warp function for ex2LanesAVX2, eight lanes at a time
// (lanes_amd64.s): each lane's key and code, gathered from the tables pos and neg (each 2^21
// bytes of codes), and code 3 for the lanes left to the one-lane function.
//
//go:noescape
func ex2KeysAVX2(key *[32]uint32, code *[32]uint32, x *[32]uint64, pos, neg *byte)

// lg2LanesAVX2 is the second pass of lg2's warp function (Lg2Approx32Lanes) for all 32 lanes,
// four at a time (lanes_amd64.s): out[l] from the table value val[l] and a[l]'s exponent.
// The lanes the first pass left to the one-lane function get values the caller discards.
//
//go:noescape
func lg2LanesAVX2(out *[32]uint64, val *[32]uint32, a *[32]uint64)

// rsqrtLanesAVX2 is rsqrt's warp function (RsqrtApprox32Lanes) for the lanes whose input is
// positive and normal and whose entry is not an exception (lanes_amd64.s), its codes
// gathered from codes (the table's 2^22 bytes) into code: d[l] for those lanes; the bits of the
// others are returned and their d left as it was.
//
//go:noescape
func rsqrtLanesAVX2(d, a *[32]uint64, code *[32]uint32, codes *byte) (rest uint32)

// lg2ValuesAVX2 is the first pass of lg2's warp function (Lg2Approx32Lanes) four lanes at a time
// (lanes_amd64.s): val[l] for the lanes whose input is positive, normal and not a power of two
// and whose block is a line already made (heads and residuals gathered); the bits of the
// others are returned.
//
//go:noescape
func lg2ValuesAVX2(val *[32]uint32, x *[32]uint64, head *atomic.Uint64, res *byte) (slow uint32)
