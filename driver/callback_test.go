package driver

import (
	"errors"
	"testing"

	"cudasim/cu"
)

func TestHostCallbacks(t *testing.T) {
	d, th, c := setup(t, Config{})
	s, _ := th.StreamCreate(0)
	var order []string
	if err := th.LaunchHostFunc(s, func() { order = append(order, "host func") }); err != nil {
		t.Fatal(err)
	}
	if err := th.StreamAddCallback(s, func(got Stream, status error) {
		order = append(order, "callback")
		if got != s || status != nil {
			t.Errorf("callback got stream %#x, status %v", got, status)
		}
	}, 0); err != nil {
		t.Fatal(err)
	}
	// They run on a goroutine of their own (testdata/reference/async,
	// section hostfn): done once the stream is.
	if err := th.StreamSynchronize(s); err != nil {
		t.Fatal(err)
	}
	if len(order) != 2 {
		t.Errorf("callbacks ran: %v", order)
	}
	if err := th.StreamAddCallback(s, func(Stream, error) {}, 1); cu.Code(err) != cu.ErrorInvalidValue {
		t.Errorf("callback flags 1: %v", err)
	}
	d.SetSticky(th, c, cu.ErrorIllegalAddress, "test")
	got := make(chan error, 1)
	if err := th.StreamAddCallback(0, func(_ Stream, st error) { got <- st }, 0); err != nil {
		t.Fatal(err)
	}
	if status := <-got; !errors.Is(status, cu.ErrorIllegalAddress) {
		t.Errorf("callback after a fault got status %v", status)
	}
	if err := th.LaunchHostFunc(s, func() { t.Error("host func ran in a faulted context") }); cu.Code(err) != cu.ErrorIllegalAddress {
		t.Errorf("LaunchHostFunc after a fault: %v", err)
	}
}
