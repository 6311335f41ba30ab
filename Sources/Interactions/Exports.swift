// Point, Size and Rect are part of Interactions' API: plans take them (`Spring(to: Point(…))`,
// `Fling(bounds: Rect(…))`), gestures report them. They live in Geometry, a module of their
// own below every module that draws or lays out, so those need not import gestures to get a
// rectangle; re-exported here, `import Interactions` gives users `Point` as it always did
// (`Interactions.Point` still names it), and Geometry need not be a product of its own.
@_exported import Geometry
