// The script format is part of PlaygroundKit's API: a playground handles `InputEvent`s, performs
// `PlaygroundCommand`s, replays `InputScript`s and throws `PlaygroundError`. It lives in
// PlaygroundScript, a module of its own below the core (sessions are data: the format needs no
// scene), so the core's files stay within the package's size rule; re-exported here,
// `import PlaygroundKit` gives users every type of it as it always did
// (`PlaygroundKit.InputScript` still names it), and PlaygroundScript need not be a product of its own.
@_exported import PlaygroundScript

// The frame profiler is part of its API too: a host sets a playground's `profiler`, which marks
// the phases it runs. It lives in PlaygroundProfiling, below the core (it measures, and knows no
// scene), re-exported here for the same reasons.
@_exported import PlaygroundProfiling
