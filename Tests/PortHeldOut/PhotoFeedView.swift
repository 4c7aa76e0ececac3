import SwiftUI

struct Photo: Identifiable, Decodable {
  let id: Int
  let title: String
  let url: URL
}

@MainActor
class PhotoFeedModel: ObservableObject {
  @Published var photos: [Photo] = []
  @Published var isLoading = false

  func load() async {
    isLoading = true
    defer { isLoading = false }
    photos = (1...5).map {
      Photo(id: $0, title: "Photo \($0)", url: URL(string: "https://picsum.photos/id/\($0)/200")!)
    }
  }
}

struct PhotoFeedView: View {
  @StateObject private var model = PhotoFeedModel()

  var body: some View {
    NavigationStack {
      List(model.photos) { photo in
        HStack(spacing: 12) {
          AsyncImage(url: photo.url) { phase in
            switch phase {
            case .empty:
              ProgressView()
            case .success(let image):
              image.resizable().scaledToFill()
            case .failure:
              Image(systemName: "photo")
                .foregroundStyle(.secondary)
            @unknown default:
              EmptyView()
            }
          }
          .frame(width: 60, height: 60)
          .clipShape(RoundedRectangle(cornerRadius: 8))

          Text(photo.title)
        }
      }
      .overlay {
        if model.isLoading && model.photos.isEmpty {
          ProgressView("Loading photos…")
        }
      }
      .navigationTitle("Photos")
      .task { await model.load() }
      .refreshable { await model.load() }
    }
  }
}

#Preview {
  PhotoFeedView()
}
