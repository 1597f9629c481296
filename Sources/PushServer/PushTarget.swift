/// Whom an accepted push is for: one activity's push token, or every activity subscribed to a
/// broadcast channel of an app.
public enum PushTarget: Sendable, Equatable {
    /// `POST /3/device/<token>`: the token in lowercase hex (ActivityKit hands it out as hex;
    /// APNs does not care about case, so two spellings are one activity).
    case device(token: String)
    /// `POST /4/broadcasts/apps/<bundle id>` with `apns-channel-id`.
    case channel(bundleID: String, channelID: String)
}
