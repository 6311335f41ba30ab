import Canvas
import Interactions
import PlaygroundKit

/// The paths the boxes took in one build of a package, from a frame on:
/// what a watched session draws as ghosts over the next build's, so an edit's
/// effect on the same gesture is seen at once.
///
/// Taken from the session's history (what was drawn), one point per frame
/// in which a box moved at least half a point, for the boxes that moved.
///
/// ```swift
/// let ghosts = GhostTracks.capture(from: history, since: 240, build: 2)
/// ghosts.tracks.first?.points.count   // how many places Box#1 was drawn at
/// ```
public struct GhostTracks: Sendable, Codable, Hashable {
    /// One box's path.
    public struct Track: Sendable, Codable, Hashable {
        /// The box's name.
        public var box: String
        /// Its colour then, as RGBA.
        public var color: UInt32
        /// Where it was drawn, frame after frame, in scene points: `[x, y]` pairs.
        public var points: [[Double]]
    }

    /// The build the paths come from.
    public var build: Int
    /// The first frame of the paths.
    package var fromFrame: Int
    /// The last frame of the paths.
    package var toFrame: Int
    /// The boxes that moved, in drawing order.
    public var tracks: [Track]

    /// The most points kept of one box's path (the newest, when there are more).
    package static let maximumPoints = 20_000

    /// The paths in `history` from frame `frame` on.
    public static func capture(from history: SessionHistory, since frame: Int, build: Int) -> GhostTracks {
        var tracks: [String: Track] = [:], order: [String] = []
        let first = history.index(atOrBeforeFrame: frame) ?? 0
        let last = history.count - 1
        guard last >= first else { return GhostTracks(build: build, fromFrame: frame, toFrame: frame, tracks: []) }
        for index in first...last {
            for box in history.boxes(at: index) {
                let point = [box.position.x, box.position.y]
                if tracks[box.name] == nil {
                    tracks[box.name] = Track(box: box.name, color: box.color.rgbaValue, points: [point])
                    order.append(box.name)
                } else if let previous = tracks[box.name]!.points.last,
                    abs(previous[0] - point[0]) >= 0.5 || abs(previous[1] - point[1]) >= 0.5
                {
                    tracks[box.name]!.points.append(point)
                }
            }
        }
        let moved = order.compactMap { tracks[$0] }.filter { $0.points.count > 1 }.map { track in
            var track = track
            if track.points.count > maximumPoints { track.points.removeFirst(track.points.count - maximumPoints) }
            return track
        }
        return GhostTracks(
            build: build, fromFrame: history.frame(at: first).number, toFrame: history.frame(at: last).number, tracks: moved)
    }
}
