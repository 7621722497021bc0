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

// As measured (testdata/reference/graphs7, probe-userobj-transcript.txt,
// "nested variant"): a child graph node's copy keeps each graph's
// references in the copy of that graph, so releasing from the nested copy
// of the graph that held it drops the last reference, and releasing from
// the graphs above it does nothing.
func TestUserObjectNestedChildCopies(t *testing.T) {
	_, th, _ := setup(t, Config{})
	us, ran := userObjects(t, th, 1)
	inner := graphWithHost(t, th, us[0])
	middle, err := th.GraphCreate(0)
	must(t, err)
	_, err = th.GraphAddChildGraphNode(middle, nil, inner)
	must(t, err)
	outer, err := th.GraphCreate(0)
	must(t, err)
	_, err = th.GraphAddChildGraphNode(outer, nil, middle)
	must(t, err)
	emid := childGraphOf(t, th, outer)
	einner := childGraphOf(t, th, emid)
	must(t, th.GraphDestroy(inner))
	must(t, th.GraphDestroy(middle))
	if ran[0] {
		t.Fatal("destroyed with inner and middle: outer's copy still holds it")
	}
	must(t, th.GraphReleaseUserObject(emid, us[0], 1))
	must(t, th.GraphReleaseUserObject(outer, us[0], 1))
	if ran[0] {
		t.Fatal("released from graphs that do not hold it")
	}
	must(t, th.GraphReleaseUserObject(einner, us[0], 1))
	if !ran[0] {
		t.Fatal("the nested copy's release was not the last")
	}
	must(t, th.GraphDestroy(outer))
}

// A clone's child graph holds the child's references, and the clone's top
// graph none of them (probe-userobj-transcript.txt, "clone").
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
	must(t, th.GraphReleaseUserObject(c, us[0], 1))
	if ran[0] {
		t.Fatal("released from the clone's top graph, which holds none")
	}
	must(t, th.GraphReleaseUserObject(childGraphOf(t, th, c), us[0], 1))
	if !ran[0] {
		t.Fatal("the clone's child graph held the last reference")
	}
	must(t, th.GraphDestroy(c))
}

// cuGraphExecUpdate: a failed update adopts nothing; a successful one
// takes the new graph's references and drops the old ones
// (probe-userobj-transcript.txt, "cuGraphExecUpdate").
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
	must(t, th.GraphExecDestroy(e))
	if !ran[1] {
		t.Fatal("destroying the executable graph kept g2's references")
	}
}

// A launch holds the executable graph's references until it is done: a
// host node that destroys its own executable graph finds the user object
// alive, and it goes when the launch ends (probe-userobj-transcript.txt,
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
