package sim

import "testing"

// TestBulkCacheHintForms lowers the bulk and tensor copies in the forms CUTLASS 3's SM90_TMA_*
// and cuda::ptx write with .L2::cache_hint and a cache-policy operand (refused as malformed PTX
// before: the lowering looked for the ISA's placeholder name, .level::cache_hint). What they do
// is checked against the H200 in package driver (tma11w2's hint_* cases).
func TestBulkCacheHintForms(t *testing.T) {
	for _, form := range []string{
		"cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [%r1], [%rd1, {%r2, %r3}], [%r4], %rd2;",
		"cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [%r1], [%rd1, {%r2, %r3}], [%r4], %rs1, %rd2;",
		"cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group.L2::cache_hint [%rd1, {%r2, %r3}], [%r1], %rd2;",
		"cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group.L2::cache_hint [%rd1, {%r2, %r3}], [%r1], %rd2;",
		"cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [%r1], [%rd1], 16, [%r2], %rd2;",
		"cp.async.bulk.global.shared::cta.bulk_group.L2::cache_hint [%rd1], [%r1], 16, %rd2;",
		"cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.add.u32 [%rd1], [%r1], 16, %rd2;",
		"cp.async.bulk.prefetch.tensor.2d.L2.global.tile.L2::cache_hint [%rd1, {%r1, %r2}], %rd2;",
	} {
		src := ".version 8.0\n.target sm_90a\n.address_size 64\n.visible .entry k()\n{\n .reg .b16 %rs<2>;\n" +
			" .reg .b32 %r<5>;\n .reg .b64 %rd<3>;\n " + form + "\n ret;\n}\n"
		p, err := compileString(src)
		if err == nil {
			var k *Kernel
			if k, err = p.Kernel("k"); err == nil {
				err = k.Unsupported()
			}
		}
		if err != nil {
			t.Errorf("%s: %v", form, err)
		}
	}
}
