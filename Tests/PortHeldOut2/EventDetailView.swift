import SwiftUI

struct EventDetailView: View {
  let event: Event
  @State private var isAttending = false
  @State private var showingCancelConfirm = false

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 16) {
        Text(event.title)
          .font(.largeTitle)
          .bold()

        VStack(alignment: .leading, spacing: 6) {
          Label {
            Text(event.start, format: .dateTime.weekday(.wide).month(.wide).day())
          } icon: {
            Image(systemName: "calendar")
          }
          Label {
            Text(event.start, style: .time) + Text(" – ") + Text(event.end, style: .time)
          } icon: {
            Image(systemName: "clock")
          }
          Label(event.venue, systemImage: "mappin.and.ellipse")
        }
        .foregroundStyle(.secondary)

        Text("Starts \(event.start, style: .relative) from now")
          .font(.footnote)

        Divider()

        Text("About")
          .font(.headline)
        Text(event.notes)

        HStack {
          Button(isAttending ? "Attending" : "RSVP") {
            if isAttending {
              showingCancelConfirm = true
            } else {
              isAttending = true
            }
          }
          .buttonStyle(.borderedProminent)

          Link("Tickets", destination: event.ticketURL)
            .buttonStyle(.bordered)

          ShareLink(item: event.ticketURL) {
            Image(systemName: "square.and.arrow.up")
          }
        }
      }
      .padding()
    }
    .confirmationDialog("Cancel your RSVP?", isPresented: $showingCancelConfirm, titleVisibility: .visible) {
      Button("Cancel RSVP", role: .destructive) { isAttending = false }
    }
  }
}

#Preview {
  EventDetailView(event: .sample)
}
