import SwiftUI

struct PhotoGridView: View {
  @State private var photos = Photo.samples
  @State private var showFavoritesOnly = false

  private let columns = [GridItem(.adaptive(minimum: 100), spacing: 2)]

  private var visiblePhotos: [Photo] {
    showFavoritesOnly ? photos.filter(\.isFavorite) : photos
  }

  var body: some View {
    NavigationStack {
      ScrollView {
        LazyVGrid(columns: columns, spacing: 2) {
          ForEach(visiblePhotos) { photo in
            NavigationLink(value: photo) {
              AsyncImage(url: photo.url) { phase in
                switch phase {
                case .success(let image):
                  image
                    .resizable()
                    .scaledToFill()
                case .failure:
                  Image(systemName: "photo")
                    .foregroundStyle(.secondary)
                default:
                  ProgressView()
                }
              }
              .frame(minWidth: 0, maxWidth: .infinity)
              .aspectRatio(1, contentMode: .fill)
              .background(Color.gray.opacity(0.2))
              .clipped()
              .overlay(alignment: .topTrailing) {
                if photo.isFavorite {
                  Image(systemName: "heart.fill")
                    .foregroundStyle(.white)
                    .padding(6)
                }
              }
            }
            .contextMenu {
              Button {
                toggleFavorite(photo)
              } label: {
                Label(photo.isFavorite ? "Unfavorite" : "Favorite", systemImage: "heart")
              }
              Button(role: .destructive) {
                photos.removeAll { $0.id == photo.id }
              } label: {
                Label("Delete", systemImage: "trash")
              }
            }
          }
        }
      }
      .navigationTitle("Library")
      .navigationDestination(for: Photo.self) { photo in
        Text(photo.title)
          .font(.title)
          .navigationTitle(photo.title)
      }
      .toolbar {
        ToolbarItem(placement: .primaryAction) {
          Menu {
            Toggle("Favorites Only", isOn: $showFavoritesOnly)
          } label: {
            Image(systemName: "line.3.horizontal.decrease.circle")
          }
        }
      }
    }
  }

  private func toggleFavorite(_ photo: Photo) {
    if let index = photos.firstIndex(where: { $0.id == photo.id }) {
      photos[index].isFavorite.toggle()
    }
  }
}

#Preview {
  PhotoGridView()
}
