package replay_test

import (
	"fmt"
	"strings"

	"cudasim/driver"
	"cudasim/trace"
	"cudasim/trace/replay"
)

// Replaying the H200 reference probe: every result and value the real driver
// gave, reproduced.
func ExampleRun() {
	t, err := trace.ReadFile("../../examples/probe.trace")
	if err != nil {
		fmt.Println(err)
		return
	}
	cfg, _ := replay.Config(t) // @devices, @loading
	d := driver.New(cfg)
	defer d.Close()
	rep, err := replay.Run(d, t, replay.Options{})
	fmt.Println(rep.Calls, rep.OK(), err)
	// Output: 196 true <nil>
}

// A divergence names the line and shows both sides.
func ExampleRun_divergence() {
	t, _ := trace.ParseNamed("x.trace", strings.NewReader(`t0 cuInit(0) -> CUDA_SUCCESS
t0 cuDeviceGetCount() -> CUDA_SUCCESS 2
`))
	d := driver.New(driver.Config{})
	defer d.Close()
	rep, _ := replay.Run(d, t, replay.Options{})
	fmt.Print(rep.Divergences[0].String())
	// Output:
	// x.trace:2: t0 cuDeviceGetCount() -> CUDA_SUCCESS 2
	//   output 1 differs
	//     recorded: 2
	//     cudasim:  1
	//   recent calls:
	//     x.trace:1 t0 cuInit(0) -> CUDA_SUCCESS
}
