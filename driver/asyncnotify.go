package driver

import (
	"sync"

	"cudasim/cu"
)

// Asynchronous notifications (cuDeviceRegisterAsyncNotification, CUDA
// 12.4). The one notification type is a device's memory going over its
// budget, which cudasim's devices have none of: a registered callback is
// kept until it is unregistered and never called. As measured on the H200
// (testdata/reference/surface25/notif.txt): CUDA_ERROR_NOT_INITIALIZED
// before cuInit, CUDA_ERROR_INVALID_VALUE for a NULL callback; each
// registration gets a handle of its own. A NULL handle out crashed the
// H200's driver, as did unregistering a handle twice (notifrisky); here
// both are CUDA_ERROR_INVALID_VALUE.

// AsyncCallbackHandle is a CUasyncCallbackHandle.
type AsyncCallbackHandle uint64

type asyncCallback struct{ dev Device }

type asyncCallbacks struct {
	mu  sync.Mutex
	set map[AsyncCallbackHandle]Device
}

var asyncID = registerExtension(func(*Driver) any { return &asyncCallbacks{set: map[AsyncCallbackHandle]Device{}} })

// DeviceRegisterAsyncNotification registers a callback for dev's
// notifications; callbackSet says the program gave one.
func (t *Thread) DeviceRegisterAsyncNotification(dev Device, callbackSet bool) (AsyncCallbackHandle, error) {
	if _, err := t.d.device(dev); err != nil {
		return 0, err
	}
	if !callbackSet {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "cuDeviceRegisterAsyncNotification: NULL callback")
	}
	a := t.d.extension(asyncID).(*asyncCallbacks)
	h := AsyncCallbackHandle(t.d.newHandle(&asyncCallback{dev}))
	a.mu.Lock()
	a.set[h] = dev
	a.mu.Unlock()
	return h, nil
}

// DeviceUnregisterAsyncNotification removes a registration of dev's.
func (t *Thread) DeviceUnregisterAsyncNotification(dev Device, h AsyncCallbackHandle) error {
	if _, err := t.d.device(dev); err != nil {
		return err
	}
	a := t.d.extension(asyncID).(*asyncCallbacks)
	a.mu.Lock()
	defer a.mu.Unlock()
	if d, ok := a.set[h]; !ok || d != dev {
		return cu.Errorf(cu.ErrorInvalidValue, "cuDeviceUnregisterAsyncNotification: %#x is no registration of device %d", uint64(h), dev)
	}
	delete(a.set, h)
	t.d.dropHandle(uint64(h), "async notification unregistered")
	return nil
}
