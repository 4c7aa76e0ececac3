import SwiftUI

struct VerticalLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 4) {
      configuration.icon
        .font(.title3)
      configuration.title
        .font(.caption2)
    }
  }
}

struct QuickActionsBar: View {
  var body: some View {
    HStack {
      Button {
      } label: {
        Label("Scan", systemImage: "qrcode.viewfinder")
      }
      Spacer()
      Button {
      } label: {
        Label("Send", systemImage: "paperplane")
      }
      Spacer()
      Button {
      } label: {
        Label("Request", systemImage: "arrow.down.left")
      }
    }
    .labelStyle(VerticalLabelStyle())
    .padding()
  }
}

struct CompactToolbar: View {
  var body: some View {
    HStack(spacing: 20) {
      Label("Bold", systemImage: "bold")
      Label("Italic", systemImage: "italic")
      Label("Underline", systemImage: "underline")
    }
    .labelStyle(.iconOnly)
  }
}

#Preview {
  VStack {
    QuickActionsBar()
    CompactToolbar()
  }
}
