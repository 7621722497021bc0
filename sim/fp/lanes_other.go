//go:build !amd64

package fp

import "sync/atomic"

func rcpLanesAVX2(d, a, b *[32]uint64, code *[32]uint32, div bool) uint32 {
	panic("fp: rcpLanesAVX2 without amd64") // VectorLanes stays false here
}

func ex2LanesAVX2(d *[32]uint64, key *[32]uint32, code *[32]uint32, ref *ex2RefParts) uint32 {
	panic("fp: ex2LanesAVX2 without amd64")
}

func lg2LanesAVX2(out *[32]uint64, val *[32]uint32, a *[32]uint64) {
	panic("fp: lg2LanesAVX2 without amd64")
}

func rcpCodesAVX2(code *[32]uint32, x *[32]uint64, codes *byte) {
	panic("fp: rcpCodesAVX2 without amd64")
}

func ex2KeysAVX2(key *[32]uint32, code *[32]uint32, x *[32]uint64, pos, neg *byte) {
	panic("fp: ex2KeysAVX2 without amd64")
}

func rsqrtLanesAVX2(d, a *[32]uint64, code *[32]uint32, codes *byte) uint32 {
	panic("fp: rsqrtLanesAVX2 without amd64")
}

func lg2ValuesAVX2(val *[32]uint32, x *[32]uint64, head *atomic.Uint64, res *byte) uint32 {
	panic("fp: lg2ValuesAVX2 without amd64")
}
