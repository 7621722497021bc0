package driver

import (
	"testing"
)

// userObjects makes n user objects whose destructors mark ran[i].
func userObjects(t *testing.T, th *Thread, n int) ([]UserObject, []bool) {
	t.Helper()
	ran := make([]bool, n)
	us := make([]UserObject, n)
	for i := range us {
		u, err := th.UserObjectCreate(func() { ran[i] = true }, 1, UserObjectNoDestructorSync)
		must(t, err)
		us[i] = u
	}
	return us, ran
}

// graphWithHost is a new graph of one host node holding u's reference
// (moved).
func graphWithHost(t *testing.T, th *Thread, u UserObject) Graph {
	t.Helper()
	g, err := th.GraphCreate(0)
	must(t, err)
	_, err = th.GraphAddHostNode(g, nil, HostNodeParams{Call: func() {}})
	must(t, err)
	if u != 0 {
		must(t, th.GraphRetainUserObject(g, u, 1, GraphUserObjectMove))
	}
	return g
}

// childGraphOf is the graph of g's first child graph node.
func childGraphOf(t *testing.T, th *Thread, g Graph) Graph {
	t.Helper()
	nodes, err := th.GraphGetNodes(g)
	must(t, err)
	for _, n := range nodes {
		if ty, _ := th.GraphNodeGetType(n); ty == GraphNodeGraph {
			c, err := th.GraphChildGraphNodeGetGraph(n)
			must(t, err)
			return c
		}
	}
	t.Fatalf("no child graph node in %#x", g)
	return 0
}

// nestedCopies builds inner (holding u's reference), middle embedding
// inner and outer embedding middle, destroys inner and middle, and returns
// outer with the copies of middle and inner inside it.
func nestedCopies(t *testing.T, th *Thread, u UserObject) (outer, emid, einner Graph) {
	t.Helper()
	inner := graphWithHost(t, th, u)
	middle, err := th.GraphCreate(0)
	must(t, err)
	_, err = th.GraphAddChildGraphNode(middle, nil, inner)
	must(t, err)
	outer, err = th.GraphCreate(0)
	must(t, err)
	_, err = th.GraphAddChildGraphNode(outer, nil, middle)
	must(t, err)
	emid = childGraphOf(t, th, outer)
	einner = childGraphOf(t, th, emid)
	must(t, th.GraphDestroy(inner))
	must(t, th.GraphDestroy(middle))
	return outer, emid, einner
}

// As measured (testdata/reference/graphs7, w2/probe-userobj-transcript.txt,
// "nested variant 0" to "3"): the copies keep the object alive once the
// originals are gone; cuda.core's path (destroy the node, release from the
// nested copy) drops the last reference; a release from a graph whose
// copies below hold it (the embedded middle) does too; releasing more than
// the graph holds does nothing; destroying the node that holds the copies
// drops them.
func TestUserObjectNestedChildCopies(t *testing.T) {
	_, th, _ := setup(t, Config{})
	us, ran := userObjects(t, th, 4)

	outer, _, einner := nestedCopies(t, th, us[0])
	if ran[0] {
		t.Fatal("destroyed with inner and middle: outer's copy still holds it")
	}
	nodes, err := th.GraphGetNodes(einner)
	must(t, err)
	must(t, th.GraphDestroyNode(nodes[0]))
	if ran[0] {
		t.Fatal("destroying the host node released the graph's reference")
	}
	must(t, th.GraphReleaseUserObject(einner, us[0], 1))
	if !ran[0] {
		t.Fatal("variant 0: the nested copy's release was not the last")
	}
	must(t, th.GraphDestroy(outer))

	outer, emid, _ := nestedCopies(t, th, us[1])
	must(t, th.GraphReleaseUserObject(emid, us[1], 1))
	if !ran[1] {
		t.Fatal("variant 1: a release from the embedded middle, whose copy of inner holds it")
	}
	must(t, th.GraphDestroy(outer))

	outer, _, _ = nestedCopies(t, th, us[2])
	nodes, err = th.GraphGetNodes(outer)
	must(t, err)
	must(t, th.GraphDestroyNode(nodes[0]))
	if !ran[2] {
		t.Fatal("variant 2: destroying outer's child node kept the copies' references")
	}
	must(t, th.GraphDestroy(outer))

	outer, _, einner = nestedCopies(t, th, us[3])
	must(t, th.GraphReleaseUserObject(einner, us[3], 2))
	if ran[3] {
		t.Fatal("variant 3: releasing 2 where 1 is held released it")
	}
	must(t, th.GraphDestroy(outer))
	if !ran[3] {
		t.Fatal("variant 3: destroying outer kept it")
	}
}

// A clone's graphs hold what the originals held, graph by graph: released
// from the clone's top graph (whose child holds it), it goes
// (w2/probe-userobj-transcript.txt, "clone").
func TestUserObjectCloneKeepsStructure(t *testing.T) {
	_, th, _ := setup(t, Config{})
	us, ran := userObjects(t, th, 1)
	inner := graphWithHost(t, th, us[0])
	g, err := th.GraphCreate(0)
	must(t, err)
	_, err = th.GraphAddChildGraphNode(g, nil, inner)
	must(t, err)
	must(t, th.GraphDestroy(inner))
	c, err := th.GraphClone(g)
	must(t, err)
	must(t, th.GraphDestroy(g))
	if ran[0] {
		t.Fatal("the clone holds the reference")
	}
	must(t, th.GraphReleaseUserObject(c, us[0], 1))
	if !ran[0] {
		t.Fatal("released from the clone, whose child graph held the last reference")
	}
	must(t, th.GraphDestroy(c))
}

// cuGraphExecUpdate: a failed update adopts nothing; a successful one
// takes the new graph's references and drops the old ones
// (w2/probe-userobj-transcript.txt, "cuGraphExecUpdate").
func TestUserObjectExecUpdate(t *testing.T) {
	_, th, _ := setup(t, Config{})
	us, ran := userObjects(t, th, 3)
	g1 := graphWithHost(t, th, us[0])
	g2 := graphWithHost(t, th, us[1])
	g3 := graphWithHost(t, th, us[2])
	_, err := th.GraphAddHostNode(g3, nil, HostNodeParams{Call: func() {}})
	must(t, err)
	e, err := th.GraphInstantiate(g1, 0)
	must(t, err)
	must(t, th.GraphDestroy(g1))
	if ran[0] {
		t.Fatal("the executable graph holds g1's references")
	}
	if r, _, _, err := th.GraphExecUpdate(e, g3); err == nil || r == UpdateSuccess {
		t.Fatalf("update to another topology: %v %v", r, err)
	}
	must(t, th.GraphDestroy(g3))
	if !ran[2] || ran[0] {
		t.Fatalf("after the failed update: ran %v", ran)
	}
	if r, _, _, err := th.GraphExecUpdate(e, g2); err != nil || r != UpdateSuccess {
		t.Fatalf("update: %v %v", r, err)
	}
	if !ran[0] {
		t.Fatal("the update kept g1's references")
	}
	must(t, th.GraphDestroy(g2))
	if ran[1] {
		t.Fatal("the update did not take g2's references")
	}
	must(t, th.GraphLaunch(e, 0))
	// A graph with a host node runs on a goroutine of its own (streamq.go):
	// wait for it, so the destroy below finds the graph idle.
	must(t, th.StreamSynchronize(0))
	must(t, th.GraphExecDestroy(e))
	if !ran[1] {
		t.Fatal("destroying the executable graph kept g2's references")
	}
}

// A launch holds the executable graph's references until it is done: a
// host node that destroys its own executable graph finds the user object
// alive, and it goes when the launch ends (w2/probe-userobj-transcript.txt,
// "in-flight").
func TestUserObjectHeldByLaunch(t *testing.T) {
	_, th, _ := setup(t, Config{})
	us, ran := userObjects(t, th, 1)
	g, err := th.GraphCreate(0)
	must(t, err)
	var e GraphExec
	aliveInside := false
	_, err = th.GraphAddHostNode(g, nil, HostNodeParams{Call: func() {
		must(t, th.GraphExecDestroy(e))
		aliveInside = !ran[0]
	}})
	must(t, err)
	must(t, th.GraphRetainUserObject(g, us[0], 1, GraphUserObjectMove))
	e, err = th.GraphInstantiate(g, 0)
	must(t, err)
	must(t, th.GraphDestroy(g))
	must(t, th.GraphLaunch(e, 0))
	must(t, th.StreamSynchronize(0))
	if !aliveInside || !ran[0] {
		t.Fatalf("alive during the launch %v, destroyed after %v", aliveInside, ran[0])
	}
}
