package main

import (
	"os"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestP2PTokensAsH200 runs the probe that settled SYNC_MEMOPS (a successful
// P2P_TOKENS query turns it on) through the drop-in and compares its whole
// output with the H200's (testdata/reference/p2ptokens).
func TestP2PTokensAsH200(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the shared library")
	}
	t.Parallel()
	exe := compile(t, "../testdata/reference/p2ptokens/p2psync.c")
	out, stderr, err := run(t, exe, []string{"CUDASIM_LOG=off"})
	if err != nil {
		t.Fatalf("p2psync: %v\n%s", err, stderr)
	}
	want, err := os.ReadFile("../testdata/reference/p2ptokens/h200.txt")
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(string(want), out); diff != "" {
		t.Errorf("the H200 (-) and cudasim (+):\n%s", diff)
	}
}
