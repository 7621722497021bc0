package cubin

import "testing"

// The kernel's static shared memory counts the module-scope .shared
// variables it uses through a callee, as ptxas lays them out: libcu++'s
// arrive_on_kernel<int4> (pipeline_arrive_on) has an 8-byte .shared barrier
// of its own and uses a module-scope 8-byte buffer in a device function; the
// H200 reported 16 (ModuleShared's comment cites the golden file).
func TestModuleSharedCountsUsedModuleVariables(t *testing.T) {
	src := `.version 8.0
.target sm_90
.address_size 64
.shared .align 8 .b8 buffer[8];
.func init()
{
	.reg .b32 %r<2>;
	mov.u32 %r1, 0;
	st.shared.v2.u32 [buffer], {%r1, %r1};
	ret;
}
.visible .entry k()
{
	.shared .align 8 .u64 barrier;
	.reg .b64 %rd<2>;
	call.uni init, ();
	mov.u64 %rd1, 0;
	st.shared.u64 [barrier], %rd1;
	ret;
}
`
	img, err := Parse([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	k := img.Entries[0].Module.Kernel("k")
	if k == nil {
		t.Fatal("no kernel k")
	}
	if got := k.OwnShared(); got != 16 {
		t.Errorf("OwnShared = %d, want 16 (8 of its own, 8 of the module's buffer its callee uses)", got)
	}
}
