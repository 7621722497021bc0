package driver

import "cudasim/cu"

// Multicast answers a cuMulticast* call (call names it). Multicast objects
// need NVLink multicast hardware: a lone H200 reports
// CU_DEVICE_ATTRIBUTE_MULTICAST_SUPPORTED 0, and driver 580 refused every
// cuMulticast* call there with CUDA_ERROR_NOT_SUPPORTED whatever the
// arguments, NULL pointers, bad handles and devices included
// (testdata/conformance/tma/tma12w1/mc-api.txt), with or without a current
// context, and CUDA_ERROR_NOT_INITIALIZED before cuInit
// (testdata/reference/surface25/misc.txt). cudasim's devices answer so while
// none of them says it has multicast; a profile that does is refused as a
// gap: cudasim models no multicast object.
func (t *Thread) Multicast(call string) error {
	if err := t.d.ready(); err != nil {
		return err
	}
	for _, p := range t.d.devices {
		if a, ok := p.Attributes[AttrMulticastSupported]; ok && a.Err == 0 && a.Value != 0 {
			return cu.Errorf(cu.ErrorNotSupported, "%s: multicast objects are not modelled (device %q reports MULTICAST_SUPPORTED %d)", call, p.Name, a.Value)
		}
	}
	return &cu.Error{Result: cu.ErrorNotSupported, Cause: cu.AsMeasured{},
		Detail: call + ": no device has NVLink multicast (CU_DEVICE_ATTRIBUTE_MULTICAST_SUPPORTED 0): the H200 refuses every multicast call so"}
}
