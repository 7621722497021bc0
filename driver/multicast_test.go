package driver

import (
	"testing"

	"cudasim/cu"
)

// TestMulticastRefusedAsH200: on the H200 profile (MULTICAST_SUPPORTED 0)
// every multicast call is the driver's own CUDA_ERROR_NOT_SUPPORTED, marked
// as measured (no "not implemented" warning), before cuInit too; a profile
// that claims multicast gets the refusal as a gap instead.
func TestMulticastRefusedAsH200(t *testing.T) {
	d := New(Config{})
	t.Cleanup(d.Close)
	th := d.NewThread()
	for _, inited := range []bool{false, true} {
		if inited {
			if err := th.Init(0); err != nil {
				t.Fatal(err)
			}
		}
		err := th.Multicast("cuMulticastCreate")
		if cu.Code(err) != cu.ErrorNotSupported || !cu.IsAsMeasured(err) {
			t.Errorf("init %v: %v (as measured %v); want the H200's CUDA_ERROR_NOT_SUPPORTED", inited, err, cu.IsAsMeasured(err))
		}
	}
	p := H200()
	p.Attributes[AttrMulticastSupported] = AttrValue{Value: 1}
	_, th2, _ := setup(t, Config{Devices: []Profile{p}})
	if err := th2.Multicast("cuMulticastCreate"); cu.Code(err) != cu.ErrorNotSupported || cu.IsAsMeasured(err) {
		t.Errorf("multicast profile: %v; want CUDA_ERROR_NOT_SUPPORTED as a gap", err)
	}
}
