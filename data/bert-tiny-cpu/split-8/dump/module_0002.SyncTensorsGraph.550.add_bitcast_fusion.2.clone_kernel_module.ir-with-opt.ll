; ModuleID = '__compute_module_add_bitcast_fusion.2.clone_kernel_module'
source_filename = "__compute_module_add_bitcast_fusion.2.clone_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind uwtable
define noalias noundef ptr @add_bitcast_fusion.2.clone(ptr readonly captures(none) %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = load ptr, ptr %3, align 8, !invariant.load !3, !dereferenceable !4
  %5 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %6 = load ptr, ptr %5, align 8, !invariant.load !3, !dereferenceable !5
  %7 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %8 = load ptr, ptr %7, align 8, !invariant.load !3, !dereferenceable !4
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 48
  %10 = load ptr, ptr %9, align 8, !invariant.load !3, !dereferenceable !6
  %11 = getelementptr inbounds nuw i8, ptr %3, i64 64
  %12 = load ptr, ptr %11, align 8, !invariant.load !3, !dereferenceable !6
  %13 = getelementptr inbounds nuw i8, ptr %3, i64 80
  %14 = load ptr, ptr %13, align 8, !invariant.load !3, !dereferenceable !4
  %15 = getelementptr inbounds nuw i8, ptr %3, i64 96
  %16 = load ptr, ptr %15, align 8, !invariant.load !3, !dereferenceable !5
  %17 = getelementptr inbounds nuw i8, ptr %3, i64 112
  %18 = load ptr, ptr %17, align 8, !invariant.load !3, !dereferenceable !4
  %19 = getelementptr inbounds nuw i8, ptr %3, i64 128
  %20 = load ptr, ptr %19, align 8, !invariant.load !3, !dereferenceable !6
  %21 = getelementptr inbounds nuw i8, ptr %3, i64 144
  %22 = load ptr, ptr %21, align 8, !invariant.load !3, !dereferenceable !6
  %23 = getelementptr inbounds nuw i8, ptr %3, i64 160
  %24 = load ptr, ptr %23, align 8, !invariant.load !3, !dereferenceable !4
  %25 = getelementptr inbounds nuw i8, ptr %3, i64 176
  %26 = load ptr, ptr %25, align 8, !invariant.load !3, !dereferenceable !5
  %27 = getelementptr inbounds nuw i8, ptr %3, i64 192
  %28 = load ptr, ptr %27, align 8, !invariant.load !3, !dereferenceable !4
  %29 = getelementptr inbounds nuw i8, ptr %3, i64 208
  %30 = load ptr, ptr %29, align 8, !invariant.load !3, !dereferenceable !6
  %31 = getelementptr inbounds nuw i8, ptr %3, i64 224
  %32 = load ptr, ptr %31, align 8, !invariant.load !3, !dereferenceable !6
  %33 = getelementptr inbounds nuw i8, ptr %3, i64 240
  %34 = load ptr, ptr %33, align 8, !invariant.load !3, !dereferenceable !7
  %35 = getelementptr inbounds nuw i8, ptr %3, i64 256
  %36 = load ptr, ptr %35, align 8, !invariant.load !3, !dereferenceable !5
  %37 = getelementptr inbounds nuw i8, ptr %3, i64 272
  %38 = load ptr, ptr %37, align 8, !invariant.load !3, !dereferenceable !5
  %39 = getelementptr inbounds nuw i8, ptr %3, i64 288
  %40 = load ptr, ptr %39, align 8, !invariant.load !3, !dereferenceable !4
  %41 = getelementptr inbounds nuw i8, ptr %3, i64 304
  %42 = load ptr, ptr %41, align 8, !invariant.load !3, !dereferenceable !4
  %43 = getelementptr inbounds nuw i8, ptr %3, i64 320
  %44 = load ptr, ptr %43, align 8, !invariant.load !3, !dereferenceable !4
  %45 = getelementptr inbounds nuw i8, ptr %3, i64 336
  %46 = load ptr, ptr %45, align 8, !invariant.load !3, !dereferenceable !5
  %47 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %48 = load ptr, ptr %47, align 8
  %49 = load i64, ptr %48, align 4, !invariant.load !3
  tail call void @llvm.experimental.noalias.scope.decl(metadata !8)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !11)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !13)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !15)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !17)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !19)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !21)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !23)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !25)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !27)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !29)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !31)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !33)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !35)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !37)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !39)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !41)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !43)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !45)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !47)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !49)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !51)
  %50 = icmp ult i64 %49, 2
  br i1 %50, label %51, label %add_bitcast_fusion.2.clone_wrapped.exit

51:                                               ; preds = %1
  %52 = shl nuw nsw i64 %49, 9
  %53 = shl nuw nsw i64 %49, 16
  br label %vector.ph

vector.ph:                                        ; preds = %51, %middle.block
  %54 = phi i64 [ 0, %51 ], [ %151, %middle.block ]
  %55 = shl nuw nsw i64 %54, 7
  %56 = add nuw nsw i64 %55, %53
  %57 = and i64 %55, 16256
  %58 = add nuw nsw i64 %54, %52
  %59 = getelementptr inbounds nuw [1024 x float], ptr %10, i64 0, i64 %58
  %60 = load float, ptr %59, align 4, !invariant.load !3, !alias.scope !15, !noalias !53
  %61 = getelementptr inbounds nuw [1024 x float], ptr %12, i64 0, i64 %58
  %62 = load float, ptr %61, align 4, !invariant.load !3, !alias.scope !17, !noalias !56
  %63 = fmul float %62, 7.812500e-03
  %64 = getelementptr inbounds nuw [1024 x float], ptr %20, i64 0, i64 %58
  %65 = load float, ptr %64, align 4, !invariant.load !3, !alias.scope !25, !noalias !57
  %66 = getelementptr inbounds nuw [1024 x float], ptr %22, i64 0, i64 %58
  %67 = load float, ptr %66, align 4, !invariant.load !3, !alias.scope !27, !noalias !58
  %68 = fmul float %67, 7.812500e-03
  %69 = getelementptr inbounds nuw [1024 x float], ptr %30, i64 0, i64 %58
  %70 = load float, ptr %69, align 4, !invariant.load !3, !alias.scope !35, !noalias !59
  %71 = getelementptr inbounds nuw [1024 x float], ptr %32, i64 0, i64 %58
  %72 = load float, ptr %71, align 4, !invariant.load !3, !alias.scope !37, !noalias !60
  %73 = fmul float %72, 7.812500e-03
  %broadcast.splatinsert = insertelement <8 x float> poison, float %73, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert4 = insertelement <8 x float> poison, float %70, i64 0
  %broadcast.splat5 = shufflevector <8 x float> %broadcast.splatinsert4, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert6 = insertelement <8 x float> poison, float %68, i64 0
  %broadcast.splat7 = shufflevector <8 x float> %broadcast.splatinsert6, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert8 = insertelement <8 x float> poison, float %65, i64 0
  %broadcast.splat9 = shufflevector <8 x float> %broadcast.splatinsert8, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert10 = insertelement <8 x float> poison, float %63, i64 0
  %broadcast.splat11 = shufflevector <8 x float> %broadcast.splatinsert10, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert12 = insertelement <8 x float> poison, float %60, i64 0
  %broadcast.splat13 = shufflevector <8 x float> %broadcast.splatinsert12, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %74 = add nuw nsw i64 %index, %56
  %75 = getelementptr inbounds nuw [131072 x float], ptr %36, i64 0, i64 %74
  %wide.load = load <8 x float>, ptr %75, align 4, !invariant.load !3, !alias.scope !41, !noalias !61
  %76 = getelementptr inbounds nuw [131072 x float], ptr %38, i64 0, i64 %74
  %wide.load14 = load <8 x float>, ptr %76, align 4, !invariant.load !3, !alias.scope !43, !noalias !62
  %77 = fadd <8 x float> %wide.load, %wide.load14
  %78 = or disjoint i64 %index, %57
  %79 = getelementptr inbounds nuw [16384 x float], ptr %34, i64 0, i64 %78
  %wide.load15 = load <8 x float>, ptr %79, align 4, !invariant.load !3, !alias.scope !39, !noalias !63
  %80 = fadd <8 x float> %77, %wide.load15
  %81 = fsub <8 x float> %80, %broadcast.splat
  %82 = fmul <8 x float> %broadcast.splat5, %81
  %83 = getelementptr inbounds nuw [128 x float], ptr %28, i64 0, i64 %index
  %wide.load16 = load <8 x float>, ptr %83, align 4, !invariant.load !3, !alias.scope !33, !noalias !64
  %84 = getelementptr inbounds nuw [131072 x float], ptr %26, i64 0, i64 %74
  %wide.load17 = load <8 x float>, ptr %84, align 4, !invariant.load !3, !alias.scope !31, !noalias !65
  %85 = getelementptr inbounds nuw [128 x float], ptr %24, i64 0, i64 %index
  %wide.load18 = load <8 x float>, ptr %85, align 4, !invariant.load !3, !alias.scope !29, !noalias !66
  %86 = getelementptr inbounds nuw [128 x float], ptr %40, i64 0, i64 %index
  %wide.load19 = load <8 x float>, ptr %86, align 4, !invariant.load !3, !alias.scope !45, !noalias !67
  %87 = fmul <8 x float> %wide.load16, %82
  %88 = fadd <8 x float> %wide.load17, %wide.load18
  %89 = fadd <8 x float> %wide.load19, %87
  %90 = fadd <8 x float> %88, %89
  %91 = fsub <8 x float> %90, %broadcast.splat7
  %92 = fmul <8 x float> %broadcast.splat9, %91
  %93 = getelementptr inbounds nuw [128 x float], ptr %18, i64 0, i64 %index
  %wide.load20 = load <8 x float>, ptr %93, align 4, !invariant.load !3, !alias.scope !23, !noalias !68
  %94 = getelementptr inbounds nuw [131072 x float], ptr %16, i64 0, i64 %74
  %wide.load21 = load <8 x float>, ptr %94, align 4, !invariant.load !3, !alias.scope !21, !noalias !69
  %95 = getelementptr inbounds nuw [128 x float], ptr %14, i64 0, i64 %index
  %wide.load22 = load <8 x float>, ptr %95, align 4, !invariant.load !3, !alias.scope !19, !noalias !70
  %96 = getelementptr inbounds nuw [128 x float], ptr %42, i64 0, i64 %index
  %wide.load23 = load <8 x float>, ptr %96, align 4, !invariant.load !3, !alias.scope !47, !noalias !71
  %97 = fmul <8 x float> %wide.load20, %92
  %98 = fadd <8 x float> %wide.load21, %wide.load22
  %99 = fadd <8 x float> %wide.load23, %97
  %100 = fadd <8 x float> %98, %99
  %101 = fsub <8 x float> %100, %broadcast.splat11
  %102 = fmul <8 x float> %broadcast.splat13, %101
  %103 = getelementptr inbounds nuw [128 x float], ptr %8, i64 0, i64 %index
  %wide.load24 = load <8 x float>, ptr %103, align 4, !invariant.load !3, !alias.scope !13, !noalias !72
  %104 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %74
  %wide.load25 = load <8 x float>, ptr %104, align 4, !invariant.load !3, !alias.scope !11, !noalias !73
  %105 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %index
  %wide.load26 = load <8 x float>, ptr %105, align 4, !invariant.load !3, !alias.scope !8, !noalias !74
  %106 = getelementptr inbounds nuw [128 x float], ptr %44, i64 0, i64 %index
  %wide.load27 = load <8 x float>, ptr %106, align 4, !invariant.load !3, !alias.scope !49, !noalias !75
  %107 = fmul <8 x float> %wide.load24, %102
  %108 = fadd <8 x float> %wide.load25, %wide.load26
  %109 = fadd <8 x float> %wide.load27, %107
  %110 = fadd <8 x float> %108, %109
  %111 = getelementptr inbounds nuw [131072 x float], ptr %46, i64 0, i64 %74
  store <8 x float> %110, ptr %111, align 4, !alias.scope !76, !noalias !77
  %index.next = or disjoint i64 %index, 8
  %112 = add nuw nsw i64 %index.next, %56
  %113 = getelementptr inbounds nuw [131072 x float], ptr %36, i64 0, i64 %112
  %wide.load.1 = load <8 x float>, ptr %113, align 4, !invariant.load !3, !alias.scope !41, !noalias !61
  %114 = getelementptr inbounds nuw [131072 x float], ptr %38, i64 0, i64 %112
  %wide.load14.1 = load <8 x float>, ptr %114, align 4, !invariant.load !3, !alias.scope !43, !noalias !62
  %115 = fadd <8 x float> %wide.load.1, %wide.load14.1
  %116 = or disjoint i64 %index.next, %57
  %117 = getelementptr inbounds nuw [16384 x float], ptr %34, i64 0, i64 %116
  %wide.load15.1 = load <8 x float>, ptr %117, align 4, !invariant.load !3, !alias.scope !39, !noalias !63
  %118 = fadd <8 x float> %115, %wide.load15.1
  %119 = fsub <8 x float> %118, %broadcast.splat
  %120 = fmul <8 x float> %broadcast.splat5, %119
  %121 = getelementptr inbounds nuw [128 x float], ptr %28, i64 0, i64 %index.next
  %wide.load16.1 = load <8 x float>, ptr %121, align 4, !invariant.load !3, !alias.scope !33, !noalias !64
  %122 = getelementptr inbounds nuw [131072 x float], ptr %26, i64 0, i64 %112
  %wide.load17.1 = load <8 x float>, ptr %122, align 4, !invariant.load !3, !alias.scope !31, !noalias !65
  %123 = getelementptr inbounds nuw [128 x float], ptr %24, i64 0, i64 %index.next
  %wide.load18.1 = load <8 x float>, ptr %123, align 4, !invariant.load !3, !alias.scope !29, !noalias !66
  %124 = getelementptr inbounds nuw [128 x float], ptr %40, i64 0, i64 %index.next
  %wide.load19.1 = load <8 x float>, ptr %124, align 4, !invariant.load !3, !alias.scope !45, !noalias !67
  %125 = fmul <8 x float> %wide.load16.1, %120
  %126 = fadd <8 x float> %wide.load17.1, %wide.load18.1
  %127 = fadd <8 x float> %wide.load19.1, %125
  %128 = fadd <8 x float> %126, %127
  %129 = fsub <8 x float> %128, %broadcast.splat7
  %130 = fmul <8 x float> %broadcast.splat9, %129
  %131 = getelementptr inbounds nuw [128 x float], ptr %18, i64 0, i64 %index.next
  %wide.load20.1 = load <8 x float>, ptr %131, align 4, !invariant.load !3, !alias.scope !23, !noalias !68
  %132 = getelementptr inbounds nuw [131072 x float], ptr %16, i64 0, i64 %112
  %wide.load21.1 = load <8 x float>, ptr %132, align 4, !invariant.load !3, !alias.scope !21, !noalias !69
  %133 = getelementptr inbounds nuw [128 x float], ptr %14, i64 0, i64 %index.next
  %wide.load22.1 = load <8 x float>, ptr %133, align 4, !invariant.load !3, !alias.scope !19, !noalias !70
  %134 = getelementptr inbounds nuw [128 x float], ptr %42, i64 0, i64 %index.next
  %wide.load23.1 = load <8 x float>, ptr %134, align 4, !invariant.load !3, !alias.scope !47, !noalias !71
  %135 = fmul <8 x float> %wide.load20.1, %130
  %136 = fadd <8 x float> %wide.load21.1, %wide.load22.1
  %137 = fadd <8 x float> %wide.load23.1, %135
  %138 = fadd <8 x float> %136, %137
  %139 = fsub <8 x float> %138, %broadcast.splat11
  %140 = fmul <8 x float> %broadcast.splat13, %139
  %141 = getelementptr inbounds nuw [128 x float], ptr %8, i64 0, i64 %index.next
  %wide.load24.1 = load <8 x float>, ptr %141, align 4, !invariant.load !3, !alias.scope !13, !noalias !72
  %142 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %112
  %wide.load25.1 = load <8 x float>, ptr %142, align 4, !invariant.load !3, !alias.scope !11, !noalias !73
  %143 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %index.next
  %wide.load26.1 = load <8 x float>, ptr %143, align 4, !invariant.load !3, !alias.scope !8, !noalias !74
  %144 = getelementptr inbounds nuw [128 x float], ptr %44, i64 0, i64 %index.next
  %wide.load27.1 = load <8 x float>, ptr %144, align 4, !invariant.load !3, !alias.scope !49, !noalias !75
  %145 = fmul <8 x float> %wide.load24.1, %140
  %146 = fadd <8 x float> %wide.load25.1, %wide.load26.1
  %147 = fadd <8 x float> %wide.load27.1, %145
  %148 = fadd <8 x float> %146, %147
  %149 = getelementptr inbounds nuw [131072 x float], ptr %46, i64 0, i64 %112
  store <8 x float> %148, ptr %149, align 4, !alias.scope !76, !noalias !77
  %index.next.1 = add nuw nsw i64 %index, 16
  %150 = icmp eq i64 %index.next.1, 128
  br i1 %150, label %middle.block, label %vector.body, !llvm.loop !78

middle.block:                                     ; preds = %vector.body
  %151 = add nuw nsw i64 %54, 1
  %exitcond3.not = icmp eq i64 %151, 512
  br i1 %exitcond3.not, label %add_bitcast_fusion.2.clone_wrapped.exit, label %vector.ph

add_bitcast_fusion.2.clone_wrapped.exit:          ; preds = %middle.block, %1
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 1}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 512}
!5 = !{i64 524288}
!6 = !{i64 4096}
!7 = !{i64 65536}
!8 = !{!9}
!9 = distinct !{!9, !10, !"add_bitcast_fusion.2.clone_wrapped: argument 0"}
!10 = distinct !{!10, !"add_bitcast_fusion.2.clone_wrapped"}
!11 = !{!12}
!12 = distinct !{!12, !10, !"add_bitcast_fusion.2.clone_wrapped: argument 1"}
!13 = !{!14}
!14 = distinct !{!14, !10, !"add_bitcast_fusion.2.clone_wrapped: argument 2"}
!15 = !{!16}
!16 = distinct !{!16, !10, !"add_bitcast_fusion.2.clone_wrapped: argument 3"}
!17 = !{!18}
!18 = distinct !{!18, !10, !"add_bitcast_fusion.2.clone_wrapped: argument 4"}
!19 = !{!20}
!20 = distinct !{!20, !10, !"add_bitcast_fusion.2.clone_wrapped: argument 5"}
!21 = !{!22}
!22 = distinct !{!22, !10, !"add_bitcast_fusion.2.clone_wrapped: argument 6"}
!23 = !{!24}
!24 = distinct !{!24, !10, !"add_bitcast_fusion.2.clone_wrapped: argument 7"}
!25 = !{!26}
!26 = distinct !{!26, !10, !"add_bitcast_fusion.2.clone_wrapped: argument 8"}
!27 = !{!28}
!28 = distinct !{!28, !10, !"add_bitcast_fusion.2.clone_wrapped: argument 9"}
!29 = !{!30}
!30 = distinct !{!30, !10, !"add_bitcast_fusion.2.clone_wrapped: argument 10"}
!31 = !{!32}
!32 = distinct !{!32, !10, !"add_bitcast_fusion.2.clone_wrapped: argument 11"}
!33 = !{!34}
!34 = distinct !{!34, !10, !"add_bitcast_fusion.2.clone_wrapped: argument 12"}
!35 = !{!36}
!36 = distinct !{!36, !10, !"add_bitcast_fusion.2.clone_wrapped: argument 13"}
!37 = !{!38}
!38 = distinct !{!38, !10, !"add_bitcast_fusion.2.clone_wrapped: argument 14"}
!39 = !{!40}
!40 = distinct !{!40, !10, !"add_bitcast_fusion.2.clone_wrapped: argument 15"}
!41 = !{!42}
!42 = distinct !{!42, !10, !"add_bitcast_fusion.2.clone_wrapped: argument 16"}
!43 = !{!44}
!44 = distinct !{!44, !10, !"add_bitcast_fusion.2.clone_wrapped: argument 17"}
!45 = !{!46}
!46 = distinct !{!46, !10, !"add_bitcast_fusion.2.clone_wrapped: argument 18"}
!47 = !{!48}
!48 = distinct !{!48, !10, !"add_bitcast_fusion.2.clone_wrapped: argument 19"}
!49 = !{!50}
!50 = distinct !{!50, !10, !"add_bitcast_fusion.2.clone_wrapped: argument 20"}
!51 = !{!52}
!52 = distinct !{!52, !10, !"add_bitcast_fusion.2.clone_wrapped: argument 21"}
!53 = !{!54, !9, !12, !14, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52}
!54 = distinct !{!54, !55, !"xla.slice_index=21"}
!55 = distinct !{!55}
!56 = !{!54, !9, !12, !14, !16, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52}
!57 = !{!54, !9, !12, !14, !16, !18, !20, !22, !24, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52}
!58 = !{!54, !9, !12, !14, !16, !18, !20, !22, !24, !26, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52}
!59 = !{!54, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !38, !40, !42, !44, !46, !48, !50, !52}
!60 = !{!54, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !40, !42, !44, !46, !48, !50, !52}
!61 = !{!54, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !44, !46, !48, !50, !52}
!62 = !{!54, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !46, !48, !50, !52}
!63 = !{!54, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !42, !44, !46, !48, !50, !52}
!64 = !{!54, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !36, !38, !40, !42, !44, !46, !48, !50, !52}
!65 = !{!54, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52}
!66 = !{!54, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52}
!67 = !{!54, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !48, !50, !52}
!68 = !{!54, !9, !12, !14, !16, !18, !20, !22, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52}
!69 = !{!54, !9, !12, !14, !16, !18, !20, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52}
!70 = !{!54, !9, !12, !14, !16, !18, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52}
!71 = !{!54, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !50, !52}
!72 = !{!54, !9, !12, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52}
!73 = !{!54, !9, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52}
!74 = !{!54, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52}
!75 = !{!54, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !52}
!76 = !{!54, !52}
!77 = !{!9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50}
!78 = distinct !{!78, !79, !80}
!79 = !{!"llvm.loop.isvectorized", i32 1}
!80 = !{!"llvm.loop.unroll.runtime.disable"}
